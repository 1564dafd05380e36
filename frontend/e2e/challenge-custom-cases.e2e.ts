import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi } from "./browser";
import { chooseLanguage, openTwoSum, setEditorCode } from "./challenge-page";

/** The learner's own test cases on the challenge screen: several, edited per parameter, and from a failed test. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Returns the first two indices whatever the input: wrong on the samples, an output to read on any case. */
const FIRST_TWO_PYTHON = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        return [0, len(nums) - 1]
`;

describe("custom test cases", () => {
  it("turns a failed test into a case, edits it per parameter, runs several, and blocks Run on a broken value", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    await openTwoSum(page);
    await chooseLanguage(page, "Python");
    await setEditorCode(page, FIRST_TWO_PYTHON);

    await page.getByTestId("button-run-code").click();
    const failed = page.locator("[data-testid^='card-test-result-'][data-passed='false']").first();
    await failed.waitFor({ timeout: 60_000 });
    const failedInput = (await failed.locator("dd").first().textContent()) ?? "";
    await failed.getByRole("button", { name: "Use as test case" }).click();

    // The case holds the failed test's input, one field per parameter, and is on for the next run.
    const nums = page.getByTestId("input-custom-1-nums");
    await nums.waitFor();
    expect(failedInput.replace(/\s/g, "")).toContain(`nums=${await nums.inputValue()}`);
    expect(await page.getByTestId("checkbox-custom-input").isChecked()).toBe(true);
    await nums.fill("[3, 8, 3]");
    await page.getByTestId("input-custom-1-target").fill("6");
    await page.getByTestId("button-add-custom-case").click();
    await page.getByTestId("input-custom-2-nums").fill("[1, 2, 3, 4, 5]");

    await page.getByTestId("button-run-code").click();
    const custom = page.locator("[data-testid^='card-test-result-']", { hasText: "Custom" });
    await expect.poll(() => custom.count(), { timeout: 60_000 }).toBe(2);
    const first = (await custom.nth(0).textContent()) ?? "";
    expect(first).toContain("Custom 1");
    expect(first).toContain("Ran");
    expect(first).toMatch(/Output\s*\[0,\s?2\]/);
    expect(await custom.nth(1).textContent()).toMatch(/Output\s*\[0,\s?4\]/);
    // Custom cases have no expected value: the count of tests passed is of the samples alone.
    await expect
      .poll(() => page.getByTestId("text-run-banner").textContent(), { timeout: 60_000 })
      .toMatch(/\b\d \/ 3 passed · 2 custom ran · /);

    // A value that is not JSON names its case and parameter, and Run waits for a fix.
    await page.getByTestId("input-custom-2-target").fill("six");
    await expect
      .poll(() => page.getByTestId("text-custom-help").textContent())
      .toBe('Case 2: target is not a JSON value (a number, "text", [1, 2] or null)');
    expect(await page.getByTestId("button-run-code").isDisabled()).toBe(true);
    await page.getByTestId("button-remove-custom-case-2").click();
    await expect.poll(() => page.getByTestId("button-run-code").isEnabled()).toBe(true);

    await page.getByTestId("button-run-code").click();
    await expect.poll(() => page.getByTestId("text-run-banner").count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => custom.count(), { timeout: 60_000 }).toBe(1);
    await context.close();
  });
});
