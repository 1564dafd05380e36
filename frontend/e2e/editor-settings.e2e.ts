import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi } from "./browser";
import { chooseLanguage, openTwoSum, setEditorCode } from "./challenge-page";

/**
 * The challenge editor as a LeetCode user sets it up: font size, tab size and Vim keys kept
 * across a reload, the editor / results split moved with the keyboard and remembered, full
 * screen, and Description / Code / Results tabs on a phone.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const waitForMonaco = (page: Page) => page.locator("[data-testid='code-editor'] .monaco-editor").waitFor();

/** Picks one choice of the settings dialog by its visible label, as a learner would. */
async function pickSetting(page: Page, group: string, label: string): Promise<void> {
  const dialog = page.getByTestId("dialog-editor-settings");
  if (!(await dialog.isVisible())) await page.getByTestId("button-editor-settings").click();
  await dialog.getByTestId(`group-${group}`).getByText(label, { exact: true }).click();
}

/** The code the app saved for the open challenge (it saves on every edit). */
function savedCode(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("cp:code:") && k.endsWith(":Python"));
    return key ? localStorage.getItem(key) : null;
  });
}

const editorFontSize = (page: Page) =>
  page.evaluate(() => {
    const lines = document.querySelector("[data-testid='code-editor'] .view-lines");
    return lines ? getComputedStyle(lines).fontSize : null;
  });

describe("editor settings", () => {
  it("applies a font size and a tab size at once and keeps them after a reload", async () => {
    const { context, page } = await newPage(browser, 1366);
    await signUpViaApi(context);
    await openTwoSum(page);
    expect(await editorFontSize(page)).toBe("14px");

    await pickSetting(page, "font-size", "18");
    await expect.poll(() => editorFontSize(page)).toBe("18px");
    await pickSetting(page, "tab-size", "4");
    await page.keyboard.press("Escape");
    await page.getByTestId("dialog-editor-settings").waitFor({ state: "detached" });

    await chooseLanguage(page, "Python");
    await setEditorCode(page, "x");
    await page.keyboard.press("Home");
    await page.keyboard.press("Tab");
    await expect.poll(() => savedCode(page)).toBe("    x");

    await page.reload();
    // The placeholder shown before Monaco starts already has the learner's size.
    const placeholder = page.getByTestId("code-placeholder");
    await placeholder.waitFor();
    expect(await placeholder.evaluate((el) => getComputedStyle(el).fontSize)).toBe("18px");
    await waitForMonaco(page);
    expect(await editorFontSize(page)).toBe("18px");
    await page.getByTestId("button-editor-settings").click();
    expect(await page.getByTestId("radio-font-size-18").isChecked()).toBe(true);
    expect(await page.getByTestId("radio-tab-size-4").isChecked()).toBe(true);
    await context.close();
  }, 120_000);

  it("Vim keys: i inserts, Esc returns to normal mode, dd deletes a line; the mode line shows it and Ctrl+Enter still runs", async () => {
    const { context, page } = await newPage(browser, 1366);
    await signUpViaApi(context);
    await openTwoSum(page);
    await chooseLanguage(page, "Python");
    await setEditorCode(page, "first = 1\nsecond = 2\nthird = 3");
    expect(await page.getByTestId("editor-status-line").count()).toBe(0);

    await pickSetting(page, "keymap", "Vim");
    await page.keyboard.press("Escape");
    const status = page.getByTestId("editor-status-line");
    await status.waitFor();
    expect(await status.textContent()).toContain("Vim");

    await page.locator("[data-testid='code-editor'] .view-lines").click();
    // Vim's bindings arrive in a chunk of their own: wait until they answer.
    await expect
      .poll(
        async () => {
          await page.keyboard.press("Escape");
          return status.textContent();
        },
        { timeout: 15_000 },
      )
      .toContain("NORMAL");
    await page.keyboard.type("gg");
    await page.keyboard.press("i");
    await expect.poll(() => status.textContent()).toContain("--INSERT--");
    await page.keyboard.type("my_");
    await page.keyboard.press("Escape");
    await expect.poll(() => status.textContent()).toContain("--NORMAL--");
    await page.keyboard.type("jdd");
    await expect.poll(() => savedCode(page)).toBe("my_first = 1\nthird = 3");

    // Typing in normal mode is a command, not text: "x" deletes the character under the cursor.
    await page.keyboard.type("gg0x");
    await expect.poll(() => savedCode(page)).toBe("y_first = 1\nthird = 3");

    // LeetCode's run shortcut still runs in Vim's normal mode.
    await page.keyboard.press("Control+Enter");
    await page.locator("[data-testid='run-progress'], [data-testid='text-run-banner']").first().waitFor();

    await page.reload();
    await waitForMonaco(page);
    await expect.poll(() => page.getByTestId("editor-status-line").textContent()).toContain("Vim");
    await context.close();
  }, 150_000);

  it("Emacs keys: C-a and C-k kill a line's text, the pending C-x shows under the code", async () => {
    const { context, page } = await newPage(browser, 1366);
    await signUpViaApi(context);
    await openTwoSum(page);
    await chooseLanguage(page, "Python");
    await setEditorCode(page, "alpha = 1\nbeta = 2");
    await pickSetting(page, "keymap", "Emacs");
    await page.keyboard.press("Escape");
    const status = page.getByTestId("editor-status-line");
    await status.waitFor();

    await page.locator("[data-testid='code-editor'] .view-lines").click();
    // The bindings arrive in a chunk of their own: C-x shows as a pending key once they answer.
    await expect
      .poll(
        async () => {
          await page.keyboard.press("Control+g");
          await page.keyboard.press("Control+x");
          return status.textContent();
        },
        { timeout: 15_000 },
      )
      .toContain("C-x");
    await page.keyboard.press("Control+g");
    await page.keyboard.press("Control+Home");
    await page.keyboard.press("Control+n");
    await page.keyboard.press("Control+e");
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Control+k");
    await expect.poll(() => savedCode(page)).toBe("alpha = 1\n");
    await context.close();
  }, 120_000);

  it("the editor / results handle moves by 10% with the arrow keys and the split is kept", async () => {
    const { context, page } = await newPage(browser, 1366);
    await signUpViaApi(context);
    await openTwoSum(page);
    const handle = page.getByTestId("handle-resize-console");
    expect(await handle.getAttribute("role")).toBe("separator");
    expect(await handle.getAttribute("aria-orientation")).toBe("horizontal");
    expect(await handle.getAttribute("aria-label")).toBe("Resize editor and results");
    const before = Number(await handle.getAttribute("aria-valuenow"));
    // The first visit opens the editor at the spec's 400 px.
    expect(Math.abs(((await page.getByTestId("code-editor").boundingBox())?.height ?? 0) - 400)).toBeLessThan(3);

    const editorHeight = (await page.getByTestId("code-editor").boundingBox())?.height ?? 0;
    await handle.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(async () => Number(await handle.getAttribute("aria-valuenow"))).toBe(before + 10);
    expect((await page.getByTestId("code-editor").boundingBox())?.height ?? 0).toBeGreaterThan(editorHeight + 40);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect.poll(async () => Number(await handle.getAttribute("aria-valuenow"))).toBe(before - 10);

    // Saved with a 100 ms debounce.
    await page.waitForTimeout(300);
    await page.reload();
    await waitForMonaco(page);
    expect(Number(await page.getByTestId("handle-resize-console").getAttribute("aria-valuenow"))).toBe(before - 10);
    await context.close();
  }, 90_000);

  it("full screen covers the window and Esc or the button leaves it", async () => {
    const { context, page } = await newPage(browser, 1366);
    await signUpViaApi(context);
    await openTwoSum(page);
    const pane = page.getByTestId("editor-pane");
    const toggle = page.getByTestId("button-full-screen");
    expect(await toggle.getAttribute("aria-label")).toBe("Full screen");

    await toggle.click();
    await expect.poll(() => pane.getAttribute("data-full-screen")).toBe("true");
    expect(await pane.boundingBox()).toEqual({ x: 0, y: 0, width: 1366, height: 900 });
    expect(await toggle.getAttribute("aria-label")).toBe("Exit full screen");
    // The editor is the same one (no restart): it is still there and still editable.
    await waitForMonaco(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => pane.getAttribute("data-full-screen")).toBe("false");

    await toggle.click();
    await expect.poll(() => pane.getAttribute("data-full-screen")).toBe("true");
    await toggle.click();
    await expect.poll(() => pane.getAttribute("data-full-screen")).toBe("false");
    expect((await pane.boundingBox())?.x ?? 0).toBeGreaterThan(100);
    await context.close();
  }, 90_000);

  it("on a 390 px phone: Description, Code and Results tabs, and Run Code shows Results", async () => {
    const { context, page } = await newPage(browser, 390);
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(context);
    await page.goto("/challenges");
    await page.getByTestId("input-search-challenges").fill("two sum");
    await page.locator("[data-testid^='card-challenge-']", { hasText: "Two Sum" }).first().click();
    const tabs = page.getByTestId("tabs-challenge");
    await tabs.waitFor();
    expect(await tabs.getByRole("tab").allInnerTexts()).toEqual(["Description", "Code", "Results"]);
    // The problem is read first; the editor is one tap away.
    expect(await page.getByTestId("tab-phone-description").getAttribute("aria-selected")).toBe("true");
    expect(await page.getByTestId("text-challenge-title").isVisible()).toBe(true);
    expect(await page.getByTestId("code-editor").isVisible()).toBe(false);

    await page.getByTestId("tab-phone-code").click();
    await waitForMonaco(page);
    expect(await page.getByTestId("text-challenge-title").isVisible()).toBe(false);
    await chooseLanguage(page, "Python");
    await page.getByTestId("button-run-code").click();
    await expect.poll(() => page.getByTestId("tab-phone-results").getAttribute("aria-selected")).toBe("true");
    const banner = page.getByTestId("text-run-banner");
    await banner.waitFor({ timeout: 60_000 });
    const box = await banner.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);

    // Back in the Code tab the editor kept its state (it was hidden, not re-created).
    await page.getByTestId("tab-phone-code").click();
    expect(await page.locator("[data-testid='code-editor'] .monaco-editor").isVisible()).toBe(true);
    await context.close();
  }, 120_000);
});
