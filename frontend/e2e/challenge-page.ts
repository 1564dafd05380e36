import type { BrowserContext, Page } from "playwright-core";

/** Helpers of challenges.e2e.ts that drive the challenge screens (Monaco, Run Code, timings). */

/** A right Two Sum in Python (a hash map from value to index). */
export const RIGHT_PYTHON = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
        return []
`;

/** Every url the page asked for that is not the test server (all of them are aborted by newPage). */
export function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== "localhost" && host !== "127.0.0.1" && !request.url().startsWith("data:")) foreign.push(request.url());
  });
  return foreign;
}

export async function currentUserId(context: BrowserContext): Promise<string> {
  const response = await context.request.get("/api/auth/me");
  return ((await response.json()) as { id: string }).id;
}

/**
 * Opens Two Sum from the list (search, then its card) and waits for Monaco (on a phone, in the
 * Code tab). `viaHeader` reaches the list through the header link, keeping the app's cached data
 * (no page load).
 */
export async function openTwoSum(page: Page, options: { viaHeader?: boolean } = {}): Promise<string> {
  if (options.viaHeader) await page.getByTestId("link-challenges").click();
  else await page.goto("/challenges");
  await page.getByTestId("input-search-challenges").fill("two sum");
  await page.locator("[data-testid^='card-challenge-']", { hasText: "Two Sum" }).first().click();
  await page.waitForURL(/\/challenges\/[0-9a-f-]{36}$/);
  await page.getByTestId("challenge-workspace").waitFor();
  const codeTab = page.getByTestId("tab-phone-code");
  if (await codeTab.isVisible()) await codeTab.click();
  await page.locator("[data-testid='code-editor'] .monaco-editor").waitFor();
  return new URL(page.url()).pathname.split("/").pop() as string;
}

export async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.getByTestId("select-language").click();
  await page.getByTestId(`select-language-option-${language}`).click();
}

/**
 * Replaces the editor's text with a paste (select all, then a paste event carrying the code), as
 * a learner pasting a solution would: typing it would let Monaco auto-indent every line again.
 * Monaco applies a paste asynchronously, so this waits until the app has saved the new code.
 */
export async function setEditorCode(page: Page, code: string): Promise<void> {
  await page.locator("[data-testid='code-editor'] .view-lines").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    const area = document.querySelector("[data-testid='code-editor'] textarea");
    area?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  await page.waitForFunction(
    (text) => Object.keys(localStorage).some((key) => key.startsWith("cp:code:") && localStorage.getItem(key) === text),
    code,
  );
}

export type TRunTiming = { firstResult: number; banner: number; sawPartial: boolean; passed: boolean };

/**
 * Clicks Run Code inside the page and times, with a MutationObserver, when the first test
 * result card of this run appears and when the banner appears. `sawPartial` records a moment
 * with some results but no banner yet: the results streamed in.
 */
export function clickRunAndTime(page: Page, boundMs = 30_000): Promise<TRunTiming> {
  return page.evaluate(
    (bound) =>
      new Promise<TRunTiming>((resolve, reject) => {
        const cards = () => document.querySelectorAll("[data-testid^='card-test-result-']").length;
        const banner = () => document.querySelector<HTMLElement>("[data-testid='text-run-banner']");
        let cleared = false;
        let firstResult = -1;
        let sawPartial = false;
        const started = performance.now();
        const check = () => {
          const now = performance.now() - started;
          if (!cleared && cards() === 0 && !banner()) cleared = true;
          if (!cleared) return;
          if (firstResult < 0 && cards() > 0) firstResult = now;
          if (cards() > 0 && !banner()) sawPartial = true;
          const done = banner();
          // A compile error ends the run with the banner and no test results.
          if (done && (firstResult >= 0 || cards() === 0)) {
            observer.disconnect();
            resolve({ firstResult, banner: now, sawPartial, passed: done.dataset.passed === "true" });
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        document.querySelector<HTMLButtonElement>("[data-testid='button-run-code']")?.click();
        check();
        setTimeout(() => reject(new Error(`no banner within ${bound / 1000} s`)), bound);
      }),
    boundMs,
  );
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
