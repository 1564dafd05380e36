import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi } from "./browser";

/** The challenge list (/challenges): filters, search, sort, pages, and how its choices fit the screen. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("challenge list", () => {
  it("filters and searches the list, sending only real filters to the server", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    const listCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/challenges") listCalls.push(new URL(r.url()).search);
    });
    await page.goto("/challenges");
    await page.getByRole("heading", { name: "Coding Challenges" }).waitFor();
    await page.getByTestId("list-challenges").waitFor();
    const countText = (await page.getByTestId("text-challenge-count").textContent()) ?? "";
    const total = Number(countText.match(/^(\d+) challenge\(s\) found$/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(60);
    // LeetCode's page of 50.
    expect(await page.locator("[data-testid^='card-challenge-']").count()).toBe(50);
    // The unfiltered list came with the page (rendered by the server): no request for it.
    expect(listCalls).toEqual([]);
    await expect.poll(() => page.getByTestId("button-clear-filters").count(), { timeout: 10_000 }).toBe(0);

    const filtered = "?difficulty=Easy&topic=Arrays+%26+Hash+Tables";
    const expected = ((await (await context.request.get(`/api/challenges${filtered}`)).json()) as unknown[]).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(total);
    await page.getByTestId("select-difficulty").click();
    await page.getByTestId("select-difficulty-option-Easy").click();
    await page.getByTestId("select-topic").click();
    await page.getByTestId("select-topic-option-Arrays & Hash Tables").click();
    // The list of both filters (the Easy-only list comes first, and a list reloading shows no cards).
    await expect.poll(() => listCalls).toContain(filtered);
    await expect
      .poll(() => page.getByTestId("text-challenge-count").textContent(), { timeout: 10_000 })
      .toBe(`${expected} challenge(s) found`);
    await page.waitForFunction(() => {
      const badges = Array.from(document.querySelectorAll("[data-testid='badge-difficulty']"));
      return badges.length > 0 && badges.every((b) => b.textContent === "Easy");
    });
    expect(await page.locator("[data-testid^='card-challenge-']").count()).toBe(Math.min(expected, 50));
    await expect.poll(() => page.getByTestId("button-clear-filters").isVisible(), { timeout: 10_000 }).toBe(true);

    // Search is client-side: no new request, case-insensitive on title or description.
    const callsBefore = listCalls.length;
    await page.getByTestId("input-search-challenges").fill("tWo SuM");
    await expect
      .poll(() => page.getByTestId("text-challenge-count").textContent(), { timeout: 10_000 })
      .toBe("1 challenge(s) found");
    await page.getByTestId("input-search-challenges").fill("no challenge says this");
    await page.getByText("No challenges found. Try adjusting your filters.").waitFor();
    expect(listCalls.length).toBe(callsBefore);

    await page.getByTestId("button-clear-filters").click();
    await expect
      .poll(() => page.getByTestId("text-challenge-count").textContent(), { timeout: 10_000 })
      .toBe(`${total} challenge(s) found`);
    await expect.poll(() => page.getByTestId("button-clear-filters").count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it("sorts the list by title, difficulty or acceptance and pages it by 50, keeping both in the url", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    await page.goto("/challenges");
    await page.getByTestId("list-challenges").waitFor();
    const titles = () => page.getByTestId("text-challenge-title").allTextContents();
    const difficulties = () => page.getByTestId("badge-difficulty").allTextContents();

    await page.getByTestId("select-sort").click();
    await page.getByTestId("select-sort-option-title").click();
    await page.waitForURL(/sort=title/);
    // The url changes before the list re-renders: wait for the order, not for the url.
    const sortedByTitle = async () => {
      const shown = await titles();
      return shown.length > 0 && shown.every((t, i) => i === 0 || (shown[i - 1] ?? "").localeCompare(t) <= 0);
    };
    await expect.poll(sortedByTitle, { timeout: 10_000 }).toBe(true);

    await page.getByTestId("select-sort").click();
    await page.getByTestId("select-sort-option-hard-first").click();
    await expect.poll(async () => (await difficulties())[0]).toBe("Hard");
    const levels = (await difficulties()).map((d) => ["Hard", "Medium", "Easy"].indexOf(d));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));

    // Pages of 50 over the whole catalog, as many as it takes.
    const total = ((await (await context.request.get("/api/challenges")).json()) as unknown[]).length;
    const pages = Math.ceil(total / 50);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId("text-page").textContent()).toBe(`Page 1 of ${pages}`);
    expect(await page.getByTestId("button-page-previous").isDisabled()).toBe(true);
    const firstPage = await titles();
    await page.getByTestId("button-page-next").click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByTestId("text-page").textContent()).toBe(`Page 2 of ${pages}`);
    const secondPage = await titles();
    expect([firstPage.length, secondPage.length]).toEqual([50, Math.min(50, total - 50)]);
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
    for (let next = 3; next <= pages; next++) {
      await page.getByTestId("button-page-next").click();
      await expect.poll(() => page.getByTestId("text-page").textContent()).toBe(`Page ${next} of ${pages}`);
    }
    expect(await page.getByTestId("button-page-next").isDisabled()).toBe(true);
    // The easiest come last when the hardest are first.
    expect((await difficulties()).at(-1)).toBe("Easy");

    // A reload keeps the order and the page; a new filter starts again at page 1.
    await page.reload();
    await page.getByTestId("list-challenges").waitFor();
    expect(await page.getByTestId("text-page").textContent()).toBe(`Page ${pages} of ${pages}`);
    await page.getByTestId("select-difficulty").click();
    await page.getByTestId("select-difficulty-option-Medium").click();
    await page.waitForURL((url) => !url.searchParams.has("page") && url.searchParams.get("sort") === "hard-first");
    await context.close();
  });

  it("shows filter choices and card languages whole: 'Dynamic Programming' at 1440 px, every language on a phone", async () => {
    // Text an element cuts off: wider content than its box, inside `root` (hidden sizers excluded).
    const cutTexts = (root: import("playwright-core").Locator) =>
      root.evaluate((element) =>
        [element, ...Array.from(element.querySelectorAll("*"))]
          .filter((el) => getComputedStyle(el).visibility !== "hidden" && el.scrollWidth > el.clientWidth + 0.5)
          .map((el) => el.textContent),
      );

    const { context, page } = await newPage(browser, 1440);
    await signUpViaApi(context);
    await page.goto("/challenges");
    const topic = page.getByTestId("select-topic");
    await topic.click();
    const option = page.getByTestId("select-topic-option-Dynamic Programming");
    await option.waitFor();
    expect(await cutTexts(page.getByRole("listbox"))).toEqual([]);
    await option.click();
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text only, not the trigger's invisible width sizers
    await expect.poll(() => topic.innerText(), { timeout: 10_000 }).toBe("Dynamic Programming");
    expect(await cutTexts(topic)).toEqual([]);
    for (const id of ["select-difficulty", "select-language-filter"])
      expect(await cutTexts(page.getByTestId(id))).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("button-clear-filters").click();
    const list = (await (await context.request.get("/api/challenges")).json()) as {
      id: string;
      supportedLanguages: string[];
    }[];
    const widest = [...list].sort((a, b) => b.supportedLanguages.length - a.supportedLanguages.length)[0];
    if (!widest) throw new Error("the catalog is empty");
    const card = page.getByTestId(`card-challenge-${widest.id}`);
    await card.waitFor();
    const languages = card.getByTestId("list-languages");
    expect((await languages.locator("li").allInnerTexts()).map((t) => t.replace("·", "").trim())).toEqual(
      widest.supportedLanguages,
    );
    expect(await cutTexts(card)).toEqual([]);
    const cardBox = await card.boundingBox();
    for (const item of await languages.locator("li").all()) {
      const box = await item.boundingBox();
      expect(box && cardBox && box.x + box.width <= cardBox.x + cardBox.width).toBe(true);
    }
    await context.close();
  }, 60_000);
});
