import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi } from "./browser";
import { chooseLanguage, openTwoSum, RIGHT_PYTHON, setEditorCode } from "./challenge-page";

/** LeetCode's keyboard shortcuts in the challenge editor: Ctrl+Enter runs, Ctrl+' submits. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("editor shortcuts", () => {
  it("lists them, runs with Ctrl+Enter and submits with Ctrl+' only once the run passed", async () => {
    const { context, page } = await newPage(browser, 1366);
    await signUpViaApi(context);
    await openTwoSum(page);
    await expect
      .poll(() => page.getByTestId("text-editor-shortcuts").textContent())
      .toMatch(/Ctrl\s*\+\s*Enter runs, Ctrl\s*\+\s*' submits/);
    await chooseLanguage(page, "Python");
    await setEditorCode(page, RIGHT_PYTHON);

    // Before a passing run the submit shortcut does nothing, as the Submit button is locked.
    await page.locator("[data-testid='code-editor'] .view-lines").click();
    await page.keyboard.press("Control+Quote");
    await page.waitForTimeout(500);
    expect(await page.getByTestId("panel-submission-pending").count()).toBe(0);
    expect(await page.getByTestId("panel-submission-success").count()).toBe(0);

    await page.keyboard.press("Control+Enter");
    await page.getByTestId("text-run-banner").waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId("button-submit").isEnabled(), { timeout: 60_000 }).toBe(true);

    await page.locator("[data-testid='code-editor'] .view-lines").click();
    await page.keyboard.press("Control+Quote");
    await page.getByTestId("panel-submission-success").waitFor({ timeout: 60_000 });
    await context.close();
  }, 180_000);
});
