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
  it("each solution passes its checks; the starting code does not", async () => {
    const wrong: string[] = [];
    let count = 0;
    for (const tutorial of tutorials.filter((t) => t.course === course)) {
      for (const [i, step] of tutorial.steps.entries()) {
        const key = `${tutorial.slug}#${i}`;
        if (i === 0) await openStep(page, tutorial.slug, 1);
        else await goToStep(page, i + 1);
        const starting = await runCode(page);
        if (starting.passed !== STARTING_CODE_PASSES.has(key)) {
          wrong.push(`${key} starting code ${starting.passed ? "passed" : "failed"}: ${starting.output}`);
        }
        await pasteCode(page, step.solution);
        const solution = await runCode(page);
        if (!solution.passed) wrong.push(`${key} solution failed: ${solution.output}`);
        count++;
      }
      // A visitor's code is kept per step: clear it so the next tutorial starts clean.
      await page.evaluate(() => localStorage.clear());
    }
    expect(wrong).toEqual([]);
    expect(count).toBe(tutorials.filter((t) => t.course === course).reduce((n, t) => n + t.steps.length, 0));
  }, 900_000);
});
