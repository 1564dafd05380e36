import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi } from "./browser";

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

  it("shows a visitor real catalog challenges under Popular Challenges, as the challenge list describes them", async () => {
    const { context, page } = await newPage(browser, 390);
    await page.goto("/");
    const popular = page.getByTestId("section-popular-challenges");
    const cards = popular.locator("[data-testid^='card-popular-challenge-']");
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(4);
    const shown = await cards.evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute("href"),
        title: link.querySelector("[data-testid='text-popular-title']")?.textContent,
        languages: Array.from(link.querySelectorAll("[data-testid='list-languages'] li")).map((li) =>
          (li.textContent ?? "").replace("·", "").trim(),
        ),
        text: link.textContent ?? "",
      })),
    );

    // The same challenges as the signed-in catalog: title, topic, difficulty, languages and acceptance.
    await signUpViaApi(context);
    const catalog = (await (await context.request.get("/api/challenges")).json()) as Array<{
      id: string;
      title: string;
      topic: string;
      difficulty: string;
      supportedLanguages: string[];
      completionRate: number;
    }>;
    for (const card of shown) {
      const challenge = catalog.find((c) => `/challenges/${c.id}` === card.href);
      expect(challenge, `${card.href} is not a catalog challenge`).toBeDefined();
      if (!challenge) continue;
      expect(card.title).toBe(challenge.title);
      expect(card.languages).toEqual(challenge.supportedLanguages);
      for (const part of [
        challenge.topic,
        challenge.difficulty,
        `${challenge.completionRate}%`,
        "All learners' acceptance",
      ])
        expect(card.text).toContain(part);
    }

    // Signed in, a card opens its challenge.
    const first = shown[0]?.href ?? "";
    await page.reload();
    await cards.first().click();
    await page.waitForURL((url) => url.pathname === first);
    await page.getByTestId("text-challenge-title").waitFor();
    await context.close();
  }, 60_000);

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
