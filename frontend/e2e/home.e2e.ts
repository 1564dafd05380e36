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

describe("home page", () => {
  it("renders every section of the specification, in order", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/");

    const order = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main [data-testid^='section-']")).map((el) =>
        el.getAttribute("data-testid"),
      ),
    );
    expect(order).toEqual([
      "section-hero",
      "section-features",
      "section-popular-challenges",
      "section-demo",
      "section-progress",
      "section-leaderboard-preview",
      "section-cta",
    ]);

    const hero = page.getByTestId("section-hero");
    await expect
      .poll(() => hero.getByRole("link", { name: "Start Learning Free" }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => hero.getByRole("link", { name: "Watch Demo" }).isVisible(), { timeout: 10_000 }).toBe(true);

    const features = await page.getByTestId("section-features").locator("h3").allTextContents();
    expect(features).toEqual([
      "AI-Powered Evaluation",
      "Interactive Editor",
      "Curated Challenges",
      "Step-by-Step Tutorials",
      "Global Competitions",
      "Interview Prep",
    ]);

    const popular = page.getByTestId("section-popular-challenges");
    await expect
      .poll(() => popular.getByRole("heading", { name: "Popular Challenges" }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expect
      .poll(() => popular.getByRole("link", { name: "View All Challenges" }).getAttribute("href"), { timeout: 10_000 })
      .toBe("/challenges");

    const stats = await page.getByTestId("section-progress").textContent();
    expect(stats).toContain("Track Your Progress");
    for (const claim of ["10K+", "500+", "98%"]) expect(stats).toContain(claim);

    const headers = await page.getByTestId("section-leaderboard-preview").locator("th").allTextContents();
    expect(headers).toEqual(["Rank", "Developer", "Points", "Solved", "Streak"]);

    const cta = page.getByTestId("section-cta");
    await expect
      .poll(() => cta.getByRole("link", { name: "Join Free Today" }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expect
      .poll(() => cta.getByRole("link", { name: "Explore Challenges" }).isVisible(), { timeout: 10_000 })
      .toBe(true);

    const footerColumns = await page.locator("footer nav h2").allTextContents();
    expect(footerColumns).toEqual(["Learn", "Compete", "Company"]);
    await context.close();
  });

  it("runs the editor preview: Run Code shows output, Reset clears it", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/");
    const output = page.getByTestId("text-preview-output");
    await expect.poll(() => output.textContent(), { timeout: 10_000 }).toContain("Click Run Code");

    await page.getByTestId("button-preview-run").click();
    await output.getByText("[ 0, 1 ]").waitFor();
    await expect.poll(() => output.textContent(), { timeout: 10_000 }).toContain("[ 1, 2 ]");

    await page.getByTestId("button-preview-reset").click();
    await expect.poll(() => output.textContent(), { timeout: 10_000 }).toContain("Click Run Code");

    await page.getByTestId("button-preview-settings").click();
    await expect
      .poll(() => page.getByRole("checkbox", { name: "Line numbers" }).isChecked(), { timeout: 10_000 })
      .toBe(true);
    await context.close();
  });

  it("downloads under 200 KB of gzipped script and never the code editor", async () => {
    const { context, page } = await newPage(browser);
    const scripts: Array<{ url: string; bytes: number }> = [];
    page.on("requestfinished", async (request) => {
      if (request.resourceType() !== "script") return;
      const sizes = await request.sizes();
      scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.waitForTimeout(200);

    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThan(200 * 1024);
    expect(scripts.map((s) => s.url).join("\n")).not.toMatch(/monaco|editor\.main/i);
    await context.close();
  });
});
