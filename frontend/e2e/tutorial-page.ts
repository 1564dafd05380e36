import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { parse } from "yaml";

/** Helpers of the tutorial browser tests: the content as written, and driving one step. */

export type TContentStep = { title: string; code: string; solution: string; expectedOutput: string };
export type TContentTutorial = { slug: string; course: string; order: number; title: string; steps: TContentStep[] };

const CONTENT = path.join(import.meta.dirname, "../../content/tutorials");

/** Every tutorial file of the repository, read as it is written (the server validates it on start). */
export function loadContent(): TContentTutorial[] {
  return readdirSync(CONTENT)
    .sort()
    .flatMap((course) =>
      readdirSync(path.join(CONTENT, course))
        .filter((f) => f.endsWith(".yaml"))
        .sort()
        .map((f) => parse(readFileSync(path.join(CONTENT, course, f), "utf8")) as TContentTutorial),
    );
}

export const POLL = { timeout: 30_000 };

/** Opens a tutorial at a step (1-based) and waits for Monaco. */
export async function openStep(page: Page, slug: string, step = 1): Promise<void> {
  await page.goto(`/tutorials/${slug}?step=${step}`);
  await page.locator("[data-testid='code-editor'] .monaco-editor").waitFor(POLL);
}

/** Moves to another step (1-based) through the step list, without reloading the page. */
export async function goToStep(page: Page, step: number): Promise<void> {
  await page.getByTestId(`button-step-${step}`).click();
  await page
    .getByTestId("text-step-title")
    .filter({ hasText: `Step ${step}:` })
    .waitFor(POLL);
}

/**
 * Replaces the editor's text with a paste (typing would let Monaco auto-indent every line), then
 * waits until the app has saved it as this step's code.
 */
export async function pasteCode(page: Page, code: string): Promise<void> {
  await page.locator("[data-testid='code-editor'] .view-lines").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    const area = document.querySelector("[data-testid='code-editor'] textarea");
    area?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  await page.waitForFunction(
    (text) =>
      Object.keys(localStorage).some((k) => k.startsWith("cp:tutorials:code:") && localStorage.getItem(k) === text),
    code,
    POLL,
  );
}

/** Clicks Run Code and answers whether the step passed, with the output box's text. */
export async function runCode(page: Page): Promise<{ passed: boolean; output: string }> {
  const verdict = page.getByTestId("tutorial-verdict");
  const result = page.getByTestId("tutorial-result");
  const before = Number(await result.getAttribute("data-runs"));
  await page.getByTestId("button-run").click();
  await page.locator(`[data-testid='tutorial-result'][data-runs='${before + 1}']`).waitFor(POLL);
  await verdict.waitFor(POLL);
  return {
    passed: (await verdict.getAttribute("data-passed")) === "true",
    output: (await page.getByTestId("tutorial-output").textContent()) ?? "",
  };
}

/** Clicks Reset and waits until the editor shows the step's starting code again (its saved copy is gone). */
export async function resetCode(page: Page): Promise<void> {
  await page.getByTestId("button-reset").click();
  await page.waitForFunction(
    () => !Object.keys(localStorage).some((k) => k.startsWith("cp:tutorials:code:")),
    null,
    POLL,
  );
}
