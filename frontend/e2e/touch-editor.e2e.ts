import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, launchBrowser } from "./browser";

/**
 * On a touch screen the code editor (Monaco: 700 KB and about a second of a phone's main thread)
 * starts when the learner taps the code, not on its own.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("code editor on a touch screen", () => {
  it("shows the code with 'Tap to edit', loads the editor only on a tap, then takes the learner's typing", async () => {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const editorScripts: string[] = [];
    page.on("request", (request) => {
      if (/monaco/.test(request.url())) editorScripts.push(request.url());
    });
    await page.goto("/compiler/python");
    const placeholder = page.getByTestId("code-placeholder");
    await placeholder.getByText("Tap to edit").waitFor();
    // Longer than a desktop's grace period: nothing starts on its own.
    await page.waitForTimeout(3000);
    expect(editorScripts).toEqual([]);

    await placeholder.tap();
    await page.locator("[data-testid='code-editor'] .view-lines").waitFor();
    expect(editorScripts.length).toBeGreaterThan(0);
    // The tap meant to type: the editor has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
    await page.keyboard.type("# tapped");
    // Monaco lays spaces out as no-break spaces.
    const code = async () =>
      ((await page.locator("[data-testid='code-editor'] .view-lines").textContent()) ?? "").replace(/\u00a0/g, " ");
    await expect.poll(code).toContain("# tapped");
    await context.close();
  });
});
