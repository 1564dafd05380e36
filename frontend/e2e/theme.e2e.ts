import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const rootClass = () => document.documentElement.className;

describe("theme", () => {
  it("is dark by default, toggles to light, and keeps the choice across a reload", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/");
    expect(await page.evaluate(rootClass)).toContain("dark");

    const toggle = page.getByTestId("button-theme-toggle");
    await expect.poll(() => toggle.getAttribute("aria-label"), { timeout: 10_000 }).toBe("Toggle theme");
    await toggle.click();
    expect(await page.evaluate(rootClass)).toContain("light");
    expect(await page.evaluate(rootClass)).not.toContain("dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

    // Checked at the first script-visible moment: the saved theme is applied before paint.
    const classes: string[] = [];
    await page.exposeFunction("recordClass", (value: string) => classes.push(value));
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { recordClass: (v: string) => void }).recordClass(document.documentElement.className);
      });
    });
    await page.reload();
    await page.getByTestId("button-theme-toggle").waitFor();
    expect(classes[0]).toBe("light");
    expect(await page.evaluate(rootClass)).toContain("light");

    await page.getByTestId("button-theme-toggle").click();
    expect(await page.evaluate(rootClass)).toContain("dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await context.close();
  });
});
