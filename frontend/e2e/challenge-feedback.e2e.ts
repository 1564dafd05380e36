import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi } from "./browser";
import { chooseLanguage, clickRunAndTime, openTwoSum, RIGHT_PYTHON, setEditorCode } from "./challenge-page";

/** What the challenge screen tells the learner: hints, the run banner, Submit and its reason. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Right on Two Sum's three sample tests only: every hidden test gets a wrong answer. */
const SAMPLES_ONLY_PYTHON = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        known = {(4, 9, 13, 21): [0, 1], (5, 1, 8, 3): [2, 3], (6, 6): [0, 1]}
        return known.get(tuple(nums), [-1, -1])
`;

/** Compiles and returns a wrong answer: every sample test fails with Expected and Actual rows. */
const WRONG_PYTHON = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        return [0, 0]
`;

const BROKEN_CPP = `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        return {0, 1}
    }
};
`;

const toastTitle = (page: import("playwright-core").Page) => page.getByTestId("toast-title").textContent();

type TBox = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area (touching edges do not count). */
const overlaps = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: import("playwright-core").Locator): Promise<TBox> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element is not rendered");
  return box;
}

describe("challenge feedback", () => {
  it("reveals the hint ladder one step at a time, kept by the server, then a hint about the learner's code", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    const id = await openTwoSum(page);
    // Before any Get Hint the Hints tab shows three locked steps and none of their text.
    await page.getByTestId("tab-hints").click();
    await page.getByTestId("hint-locked-1").waitFor();
    expect(await page.getByTestId("hint-locked-3").textContent()).toContain("Locked");
    expect(await page.getByTestId("text-hint-1").count()).toBe(0);

    await page.getByTestId("button-get-hint").click();
    await expect.poll(() => toastTitle(page), { timeout: 15_000 }).toBe("Hint 1");
    await expect.poll(() => page.getByTestId("text-hint-1").count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId("hint-locked-2").textContent()).toContain("Get Hint reveals it");
    expect(await page.getByTestId("text-hint-2").count()).toBe(0);
    // The revealed step is the server's: a fresh page (any browser) shows it, the next still locked.
    await page.reload();
    await page.getByTestId("challenge-workspace").waitFor();
    await page.getByTestId("tab-hints").click();
    await page.getByTestId("text-hint-1").waitFor();
    expect(await page.getByTestId("hint-locked-2").count()).toBe(1);
    expect(page.url()).toContain(id);

    await page.locator("[data-testid='code-editor'] .monaco-editor").waitFor();
    for (const title of ["Hint 2", "Hint 3", "Hint about your code"]) {
      await expect.poll(() => page.getByTestId("button-get-hint").isEnabled(), { timeout: 15_000 }).toBe(true);
      await page.getByTestId("button-get-hint").click();
      await expect.poll(() => toastTitle(page), { timeout: 15_000 }).toBe(title);
    }
    const toastText = (await page.getByTestId("toast-description").textContent()) ?? "";
    expect(toastText).toContain("How to start:");
    expect(toastText).toContain("twoSum");
    expect(toastText).not.toMatch(/\*\*|`/);

    const hint = page.getByTestId("text-hint-4");
    await hint.waitFor();
    const text = (await hint.textContent()) ?? "";
    expect(text).toContain("How to start:");
    expect(text).not.toMatch(/\*\*|`/);
    expect(await hint.locator("strong").first().textContent()).toBe("How to start:");
    expect(await hint.locator("code").first().textContent()).toBe("twoSum");
    // Authored hints are shown as written, and none is locked any more.
    expect(((await page.getByTestId("text-hint-3").textContent()) ?? "").length).toBeGreaterThan(10);
    expect(await page.locator("[data-testid^='hint-locked-']").count()).toBe(0);
    await context.close();
  }, 120_000);

  it("offers Show the solution after 3 failed submissions, then shows the editorial and the reference code", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    const id = await openTwoSum(page);
    await page.getByTestId("tab-editorial").click();
    await expect
      .poll(() => page.getByTestId("text-give-up-rule").textContent(), { timeout: 10_000 })
      .toContain("(0 so far)");
    expect(await page.getByTestId("button-give-up").count()).toBe(0);
    for (let i = 0; i < 3; i++) {
      const answer = await context.request.post(`/api/challenges/${id}/submit`, {
        data: { code: WRONG_PYTHON, language: "Python" },
      });
      expect(answer.status()).toBe(200);
    }
    await page.reload();
    await page.getByTestId("challenge-workspace").waitFor();
    await page.getByTestId("tab-editorial").click();
    await page.getByTestId("button-give-up").click();
    // A second, explicit choice: keeping on trying closes it again.
    await page.getByTestId("button-keep-trying").click();
    await page.getByTestId("button-give-up").click();
    await page.getByTestId("button-confirm-give-up").click();
    await page.getByTestId("text-gave-up").waitFor({ timeout: 15_000 });
    const body = page.getByTestId("text-editorial-body");
    expect(await body.locator("h2").allTextContents()).toEqual([
      "Idea",
      "Why it works",
      "Complexity",
      "Common mistakes",
    ]);
    expect(await page.getByTestId("text-editorial-code").textContent()).toContain("class Solution");
    await page.getByTestId("button-solution-C++").click();
    await expect
      .poll(() => page.getByTestId("text-editorial-code").textContent(), { timeout: 5_000 })
      .toContain("vector<int>");
    // The progress page shows the challenge as given up.
    await page.goto("/student-progress");
    await page.getByTestId("badge-gave-up").waitFor({ timeout: 15_000 });
    await context.close();
  }, 120_000);

  it("keeps the banner and Submit about the current code, saying in words why Submit is locked", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    await openTwoSum(page);
    await chooseLanguage(page, "Python");
    const banner = page.getByTestId("text-run-banner");
    const reason = page.getByTestId("text-submit-reason");
    const submit = page.getByTestId("button-submit");

    // Before any run: Submit is locked and the reason is visible text, not a tooltip.
    await expect.poll(() => submit.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await reason.isVisible()).toBe(true);
    expect(await reason.textContent()).toContain("Run your code");
    expect(await submit.getAttribute("title")).toBeNull();

    await setEditorCode(page, RIGHT_PYTHON);
    expect((await clickRunAndTime(page)).passed).toBe(true);
    await expect
      .poll(() => banner.textContent(), { timeout: 10_000 })
      .toContain("All test cases passed! You can now submit.");
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await reason.count()).toBe(0);

    // An edit: the banner no longer invites a submit, and the reason says what to do.
    await page.keyboard.type("#");
    await expect.poll(() => submit.isDisabled(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => banner.textContent(), { timeout: 10_000 }).not.toContain("You can now submit");
    expect(await banner.textContent()).toContain("earlier version of your code");
    expect(await reason.textContent()).toContain("changed since the last run");
    // Undoing the edit makes the results current again.
    await page.keyboard.press("Backspace");
    await expect.poll(() => banner.textContent(), { timeout: 10_000 }).toContain("You can now submit.");
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);

    // Code that passes the samples but fails the hidden tests: after its failing submission the
    // banner stops saying "You can now submit" and Submit waits for a change.
    await setEditorCode(page, SAMPLES_ONLY_PYTHON);
    expect((await clickRunAndTime(page)).passed).toBe(true);
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await submit.click();
    await page.getByTestId("panel-submission-failed").waitFor({ timeout: 30_000 });
    await expect.poll(() => banner.textContent(), { timeout: 10_000 }).not.toContain("You can now submit");
    expect(await banner.textContent()).toContain("the submission failed");
    expect(await submit.isDisabled()).toBe(true);
    expect(await reason.textContent()).toContain("failed on submission");
    await context.close();
  }, 120_000);

  it("says that code did not compile instead of 'Some Tests Failed'", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    await openTwoSum(page);
    await chooseLanguage(page, "C++");
    await setEditorCode(page, BROKEN_CPP);
    // The server's first C++ build may be its first C++ compile of all (a cold toolchain on a busy
    // machine): the wait is bounded by the run's own limits, not by a figure for a warm one.
    expect((await clickRunAndTime(page, 75_000)).passed).toBe(false);
    await expect.poll(() => toastTitle(page), { timeout: 10_000 }).toBe("Compilation Error");
    expect(await page.getByTestId("toast-description").textContent()).toContain("did not compile");
    await page.getByTestId("text-compile-output").waitFor();
    expect(await page.getByTestId("text-run-banner").textContent()).toContain("Compilation Error");
    await context.close();
  }, 150_000);

  it("puts the run's toast where it covers neither the results column on desktop nor the header on a phone", async () => {
    for (const width of [1366, 390]) {
      const { context, page } = await newPage(browser, width);
      await signUpViaApi(context);
      await openTwoSum(page);
      await chooseLanguage(page, "Python");
      await setEditorCode(page, WRONG_PYTHON);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect((await clickRunAndTime(page)).passed).toBe(false);
      await expect.poll(() => toastTitle(page), { timeout: 10_000 }).toBe("Some Tests Failed");
      const toast = await boxOf(page.locator("[data-toast]"));
      if (width > 1024) {
        // The editor column holds the code and the Expected / Actual rows read after a run.
        expect(overlaps(toast, await boxOf(page.getByTestId("panel-editor")))).toBe(false);
        for (const row of await page.locator("[data-testid^='card-test-result-']").all()) {
          expect(overlaps(toast, await boxOf(row))).toBe(false);
        }
      } else {
        expect(overlaps(toast, await boxOf(page.locator("header").first()))).toBe(false);
        expect(overlaps(toast, await boxOf(page.getByTestId("text-run-banner")))).toBe(false);
      }
      await context.close();
    }
  }, 120_000);

  it("brings the results into view after Run on a phone", async () => {
    const { context, page } = await newPage(browser, 390);
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(context);
    await openTwoSum(page);
    await chooseLanguage(page, "Python");
    await setEditorCode(page, WRONG_PYTHON);
    // The learner is back at the top of the screen (the problem) when pressing Run Code.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect((await clickRunAndTime(page)).passed).toBe(false);
    const banner = page.getByTestId("text-run-banner");
    const header = await boxOf(page.locator("header").first());
    // Scrolling may be smooth: wait until the banner sits in the viewport, below the sticky header.
    await expect
      .poll(
        async () => {
          const box = await boxOf(banner);
          return box.y >= header.y + header.height - 1 && box.y + box.height <= 844;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await context.close();
  }, 90_000);
});
