import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi } from "./browser";

// Nothing a learner reads moves while a screen loads: every screen's cumulative layout shift
// (the browser's own layout-shift entries, as Core Web Vitals count them) stays under 0.1 at a
// phone width, and the challenge editor shows its code at its final size from the first frame.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Starts recording layout shifts before any of the page's own scripts run. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}
const cumulativeShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0));

describe("layout stability", () => {
  it("no screen shifts by 0.1 or more while its data loads (390 px)", { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, 390);
    await signUpViaApi(context);
    await recordLayoutShifts(page);
    const found: string[] = [];
    for (const path of [
      "/",
      "/leaderboard",
      "/community",
      "/quizzes",
      "/quizzes/fundamentals-control-flow-loops",
      "/tutorials",
      "/challenges",
      "/dashboard",
      "/student-progress",
      "/compiler/python",
    ]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await page.locator("main h1, main [data-testid='code-editor']").first().waitFor();
      await page.waitForTimeout(500);
      const shift = await cumulativeShift(page);
      if (shift >= 0.1) found.push(`${path}: ${shift.toFixed(3)}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it("the challenge editor shows the starter code at once, and Monaco replaces it at the same size", {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await newPage(browser, 1366);
    await signUpViaApi(context);
    const challenges = (await (await context.request.get("/api/challenges")).json()) as Array<{
      id: string;
      slug: string;
    }>;
    const id = challenges.find((c) => c.slug === "two-sum")?.id ?? "";
    const detail = (await (await context.request.get(`/api/challenges/${id}`)).json()) as { starterCode: string };
    const compact = (text: string) => text.replace(/[\s\u200b]+/g, "");
    const starters = Object.values(JSON.parse(detail.starterCode) as Record<string, string>).map(compact);
    await recordLayoutShifts(page);
    await page.goto(`/challenges/${id}`);

    const placeholder = page.getByTestId("code-placeholder");
    await placeholder.waitFor();
    const shown = compact((await placeholder.locator("code").allTextContents()).join("\n"));
    expect(starters.some((code) => shown === code)).toBe(true);
    const before = await page.getByTestId("code-editor").boundingBox();
    const heading = await page.locator("main h1").first().boundingBox();

    await page.locator("[data-testid='code-editor'] .monaco-editor").waitFor();
    expect(await placeholder.count()).toBe(0);
    expect(await page.getByTestId("code-editor").boundingBox()).toEqual(before);
    expect(await page.locator("main h1").first().boundingBox()).toEqual(heading);
    expect(await cumulativeShift(page)).toBeLessThan(0.1);
    await context.close();
  });
});
