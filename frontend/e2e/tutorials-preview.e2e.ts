import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./browser";
import { goToStep, loadContent, openStep, pasteCode, runCode } from "./tutorial-page";

/**
 * Every preview step of the content (HTML, CSS, Tailwind, React), rendered in the real preview
 * (the sandboxed iframe, the bundled Tailwind and React, JSX compiled in the browser): its
 * reference solution must pass the step's DOM checks, and its starting code must not, except
 * for the steps listed here.
 */
const STARTING_CODE_PASSES = new Set<string>([]);

const PREVIEW = ["html", "css", "tailwind", "react"];
const tutorials = loadContent().filter((t) => PREVIEW.includes(t.course));

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, 1440));
});
afterAll(async () => {
  await browser?.close();
});

describe.each(PREVIEW)("%s steps in the real preview", (course) => {
  it("shows each step as authored; each solution passes its checks; the starting code does not", async () => {
    const wrong: string[] = [];
    // Per tutorial, the step titles as the content files have them and as the page shows them.
    const authored: Record<string, string[]> = {};
    const shown: Record<string, string[]> = {};
    for (const tutorial of tutorials.filter((t) => t.course === course)) {
      authored[tutorial.slug] = tutorial.steps.map((step, i) => `Step ${i + 1}: ${step.title}`);
      shown[tutorial.slug] = [];
      await openStep(page, tutorial.slug, 1);
      // The steps are walked as the page lists them, so a step missing from the page is never visited.
      const listed = await page.locator("ol[aria-label='Steps'] button").count();
      for (let i = 0; i < listed; i++) {
        const key = `${tutorial.slug}#${i}`;
        if (i > 0) await goToStep(page, i + 1);
        const title = (await page.getByTestId("text-step-title").textContent()) ?? "";
        shown[tutorial.slug]?.push(title);
        const step = tutorial.steps.find((s, n) => `Step ${n + 1}: ${s.title}` === title);
        if (!step) continue;
        const starting = await runCode(page);
        if (starting.passed !== STARTING_CODE_PASSES.has(key)) {
          wrong.push(`${key} starting code ${starting.passed ? "passed" : "failed"}: ${starting.output}`);
        }
        await pasteCode(page, step.solution);
        const solution = await runCode(page);
        if (!solution.passed) wrong.push(`${key} solution failed: ${solution.output}`);
      }
      // A visitor's code is kept per step: clear it so the next tutorial starts clean.
      await page.evaluate(() => localStorage.clear());
    }
    expect(shown).toEqual(authored);
    expect(wrong).toEqual([]);
  }, 900_000);
});
