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
    // The figures are the catalog's own, not a claim: the same as the public count.
    const catalog = (await (await page.request.get("/api/challenges/stats")).json()) as {
      challenges: number;
      patterns: number;
    };
    expect(catalog.challenges).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId("stat-challenges").textContent(), { timeout: 10_000 })
      .toBe(String(catalog.challenges));
    expect(await page.getByTestId("stat-patterns").textContent()).toBe(String(catalog.patterns));
    expect(await page.getByTestId("stat-languages").textContent()).toBe("6");
    for (const claim of ["10K+", "500+", "98%"]) expect(stats).not.toContain(claim);

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

  it("runs the visitor's own edit of the Try it code on the compiler and shows what it printed", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/");
    const output = page.getByTestId("text-preview-output");
    await expect.poll(() => output.textContent(), { timeout: 10_000 }).toContain("Click Run Code");

    // The visitor's code, printing a value nobody canned: it goes to the compiler and its output comes back.
    const token = `home-${Date.now().toString(36)}`;
    const code = page.getByRole("textbox", { name: "Code (JavaScript)" });
    await code.fill(`const parts = ["${token}", 6 * 7];\nconsole.log(parts.join(":"));\n`);
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/compiler/run"));
    await page.getByTestId("button-preview-run").click();
    expect(JSON.parse((await sent).postData() ?? "{}")).toMatchObject({ language: "javascript" });
    await expect.poll(() => output.textContent(), { timeout: 60_000 }).toContain(`${token}:42`);

    // A program that throws shows its error, not a success line.
    await code.fill('throw new Error("broken on purpose");\n');
    await page.getByTestId("button-preview-run").click();
    await expect.poll(() => output.textContent(), { timeout: 60_000 }).toContain("broken on purpose");
    expect(await output.textContent()).not.toContain("exited with code 0");

    // Reset brings the sample back and clears the output.
    await page.getByTestId("button-preview-reset").click();
    await expect.poll(() => output.textContent(), { timeout: 10_000 }).toContain("Click Run Code");
    expect(await code.inputValue()).toContain("function twoSum(nums, target)");

    await page.getByTestId("button-preview-settings").click();
    await expect
      .poll(() => page.getByRole("checkbox", { name: "Line numbers" }).isChecked(), { timeout: 10_000 })
      .toBe(true);
    await context.close();
  }, 150_000);

  it("says so when the visitor has run too often, with the server's wait", async () => {
    const { context, page } = await newPage(browser, 390);
    await page.route("**/api/compiler/run", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Content-Type": "application/json", "Retry-After": "40" },
        body: JSON.stringify({ message: "Too many runs. Try again in 40 seconds." }),
      }),
    );
    await page.goto("/");
    await page.getByTestId("button-preview-run").click();
    const output = page.getByTestId("text-preview-output");
    await expect
      .poll(() => output.textContent(), { timeout: 10_000 })
      .toContain("Too many runs. Try again in 40 seconds.");
    await page.unroute("**/api/compiler/run");
    await page.route("**/api/compiler/run", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Sandbox down" }),
      }),
    );
    await page.getByTestId("button-preview-run").click();
    await expect.poll(() => output.textContent(), { timeout: 10_000 }).toContain("Sandbox down");
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
