import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const POLL = { timeout: 20_000 };
/** A whole quiz taken twice in a browser on a shared machine: more than the default minute. */
const LONG = 240_000;
const QUIZ_TITLE = "Control Flow and Loops";
const QUIZ_SLUG = "fundamentals-control-flow-loops";

let started = Date.now();
const step = (what: string) => console.error(`[quizzes e2e +${((Date.now() - started) / 1000).toFixed(1)}s] ${what}`);

async function themedPage(width: number, theme: "dark" | "light"): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, width);
  await opened.context.addInitScript((value) => localStorage.setItem("theme", value), theme);
  return opened;
}

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? "").trim();
const cardTitles = (page: Page) =>
  page.getByTestId("text-quiz-title").evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
/** The quiz's own address (its detail, a new attempt each load), not the list or the attempts. */
const QUIZ_DETAIL = /\/api\/quizzes\/[^/?]+(\?.*)?$/;

const optionStates = (page: Page) =>
  page
    .locator('[data-testid^="button-option-"]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.state ?? ""));
const pressed = (page: Page) =>
  page
    .locator('[data-testid^="button-option-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-pressed") === "true"));

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-option-${option}`).click();
}

async function questionCount(page: Page): Promise<number> {
  const position = await text(page, "text-question-position");
  const total = Number(position.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(10);
  return total;
}

/** Answers every question with the keyboard (a letter or a digit), moving on with the right arrow. */
async function answerAllWithKeys(page: Page, keys: (index: number) => string | Promise<string>) {
  const total = await questionCount(page);
  for (let i = 0; i < total; i++) {
    await expect.poll(() => text(page, "text-question-position"), POLL).toBe(`Question ${i + 1} of ${total}`);
    await page.keyboard.press(await keys(i));
    if (i < total - 1) await page.keyboard.press("ArrowRight");
  }
  return total;
}

/** The options of the question shown, in the order this attempt serves them. */
const optionTexts = (page: Page) =>
  page
    .locator('[data-testid^="button-option-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.querySelector("span:nth-child(2)")?.textContent ?? ""));

/**
 * After a submission: the option marked correct on each question, read by visiting them all, as
 * its letter in this attempt and as its text (the next attempt serves the options in another order).
 */
async function readCorrectAnswers(page: Page, total: number): Promise<{ letters: number[]; texts: string[] }> {
  const answers: number[] = [];
  const texts: string[] = [];
  const orders: string[][] = [];
  for (let i = 0; i < total; i++) {
    await page.getByTestId(`button-go-${i}`).click();
    await expect.poll(() => text(page, "text-question-position"), POLL).toBe(`Question ${i + 1} of ${total}`);
    const states = await optionStates(page);
    expect(
      states.filter((s) => s === "correct"),
      `question ${i + 1}`,
    ).toHaveLength(1);
    answers.push(states.indexOf("correct"));
    const options = await optionTexts(page);
    orders.push(options);
    texts.push(options[states.indexOf("correct")] ?? "");
  }
  lastOrders = orders;
  return { letters: answers, texts };
}

/** The options of every question as the last attempt read by readCorrectAnswers served them. */
let lastOrders: string[][] = [];

/** The letter key of the option with this text on the question shown. */
async function keyFor(page: Page, text: string): Promise<string> {
  const letter = (await optionTexts(page)).indexOf(text);
  expect(letter, text).toBeGreaterThanOrEqual(0);
  return "ABCD"[letter] ?? "A";
}

async function openQuizFromList(page: Page) {
  await page.goto("/quizzes");
  await page.getByRole("heading", { name: "Knowledge Assessment" }).waitFor(POLL);
  await page.getByTestId(`card-quiz-${QUIZ_SLUG}`).click();
  await page.getByTestId("text-question").waitFor(POLL);
  expect(await text(page, "text-quiz-title")).toBe(QUIZ_TITLE);
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("quizzes", () => {
  it(
    "a visitor filters the list, takes a quiz, fails, reads the explanations, retakes and passes",
    async () => {
      started = Date.now();
      const { context, page } = await themedPage(1440, "dark");
      const listCalls: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname === "/api/quizzes") listCalls.push(url.search);
      });

      step("the list and its filters");
      await page.goto("/quizzes");
      await page.getByRole("heading", { name: "Knowledge Assessment" }).waitFor(POLL);
      await page.getByTestId("list-quizzes").waitFor(POLL);
      const all = await cardTitles(page);
      expect(all.length).toBeGreaterThanOrEqual(16);
      // The list came with the page (server-rendered): the browser did not ask for it again.
      expect(listCalls).toEqual([]);
      const card = page.getByTestId(`card-quiz-${QUIZ_SLUG}`);
      expect(await card.getByTestId("text-question-count").textContent()).toMatch(/^\d+ questions$/);
      expect(await card.getByTestId("text-passing-score").textContent()).toBe("Pass: 70%");
      expect(await card.getByTestId("badge-difficulty").textContent()).toBe("Easy");
      expect(await card.getByTestId("badge-topic").textContent()).toBe("Fundamentals");

      await pick(page, "select-topic", "Database Queries");
      await expect.poll(() => cardTitles(page), POLL).toHaveLength(4);
      expect(listCalls.at(-1)).toBe("?topic=Database+Queries");
      expect(page.url()).toContain("topic=Database+Queries");
      await pick(page, "select-difficulty", "Hard");
      await expect.poll(() => cardTitles(page), POLL).toHaveLength(1);
      expect(listCalls.at(-1)).toBe("?difficulty=Hard&topic=Database+Queries");
      await pick(page, "select-topic", "all");
      await expect.poll(() => listCalls.at(-1), POLL).toBe("?difficulty=Hard");
      await expect.poll(async () => (await cardTitles(page)).length, POLL).toBeGreaterThanOrEqual(4);
      await pick(page, "select-difficulty", "all");
      await expect.poll(() => cardTitles(page), POLL).toEqual(all);

      step("a first attempt: all A, with one choice replaced");
      await card.click();
      await page.getByTestId("text-question").waitFor(POLL);
      const total = await questionCount(page);
      expect(await text(page, "text-percent-complete")).toBe(`${Math.round(100 / total)}% complete`);
      expect(await page.getByTestId("quiz-snippet").locator("code.hljs").count()).toBe(1);
      expect(await page.getByTestId("button-submit-quiz").isDisabled()).toBe(true);
      expect(await page.getByTestId("button-previous").isDisabled()).toBe(true);
      await page.getByTestId("button-option-2").click();
      expect(await pressed(page)).toEqual([false, false, true, false]);
      await page.keyboard.press("4");
      expect(await pressed(page)).toEqual([false, false, false, true]);
      await answerAllWithKeys(page, (i) => (i % 2 === 0 ? "a" : "1"));
      expect(await page.getByTestId("button-next").isDisabled()).toBe(true);
      expect(await text(page, "text-percent-complete")).toBe("100% complete");
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => text(page, "text-question-position"), POLL).toBe(`Question ${total - 1} of ${total}`);
      expect(await text(page, "text-answered-count")).toBe(`${total} of ${total} answered`);
      expect(await page.getByTestId("button-submit-quiz").isDisabled()).toBe(false);
      await page.getByTestId("button-submit-quiz").click();

      step("the failed result, marks and explanations");
      await page.getByTestId("card-score").waitFor(POLL);
      expect(await text(page, "text-pass-status")).toBe("Not passed. You need 70% to pass.");
      const firstScore = Number((await text(page, "text-score")).replace("%", ""));
      expect(firstScore).toBeLessThan(70);
      expect(await text(page, "text-correct-count")).toMatch(new RegExp(`^\\d+ of ${total} correct$`));
      expect(await page.getByTestId("button-submit-quiz").count()).toBe(0);
      expect(await text(page, "text-attempts-login")).toBe("Log in to keep a record of your attempts.");
      // Answers are locked.
      const before = await pressed(page);
      await page.keyboard.press("c");
      expect(await pressed(page)).toEqual(before);
      const { letters: correct, texts: correctTexts } = await readCorrectAnswers(page, total);
      const firstOrders = lastOrders;
      const wrongIndex = correct.findIndex((answer) => answer !== 0);
      expect(wrongIndex).toBeGreaterThanOrEqual(0);
      await page.getByTestId(`button-go-${wrongIndex}`).click();
      const states = await optionStates(page);
      expect(states[0]).toBe("wrong");
      expect(states[correct[wrongIndex] ?? -1]).toBe("correct");
      // The review names the letters and options as this attempt showed them.
      const reviewed = (await page.getByTestId(`review-${wrongIndex}`).textContent()) ?? "";
      const shown = firstOrders[wrongIndex] ?? [];
      expect(reviewed).toContain(`A.${shown[0]}`);
      expect(reviewed).toContain(`${"ABCD"[correct[wrongIndex] ?? 0]}.${correctTexts[wrongIndex]}`);
      expect(await page.getByTestId("text-explanation").count()).toBe(0);
      await page.getByTestId("button-toggle-explanation").click();
      expect(await text(page, "button-toggle-explanation")).toBe("Hide Explanation");
      expect((await text(page, "text-explanation")).length).toBeGreaterThan(60);
      await page.getByTestId("button-toggle-explanation").click();
      expect(await page.getByTestId("text-explanation").count()).toBe(0);
      await page.getByTestId("button-toggle-explanation").click();
      await page.keyboard.press(wrongIndex === total - 1 ? "ArrowLeft" : "ArrowRight");
      // Hidden again on navigation.
      await expect.poll(() => page.getByTestId("text-explanation").count(), POLL).toBe(0);
      expect(await text(page, "button-toggle-explanation")).toBe("Show Explanation");
      const review = page.getByTestId("list-review").locator("> li");
      expect(await review.count()).toBe(total);
      expect(await page.getByTestId(`review-${wrongIndex}`).textContent()).toContain("Correct answer");

      step("retake, served in another order, and pass by the options' text");
      await page.getByTestId("button-retake").click();
      await expect.poll(() => text(page, "text-question-position"), POLL).toBe(`Question 1 of ${total}`);
      expect(await page.getByTestId("card-score").count()).toBe(0);
      expect(await page.getByTestId("list-review").count()).toBe(0);
      expect(await pressed(page)).toEqual([false, false, false, false]);
      expect(await page.getByTestId("button-submit-quiz").isDisabled()).toBe(true);
      const retakeOrders: string[][] = [];
      for (let i = 0; i < total; i++) {
        await page.getByTestId(`button-go-${i}`).click();
        await expect.poll(() => text(page, "text-question-position"), POLL).toBe(`Question ${i + 1} of ${total}`);
        const options = await optionTexts(page);
        retakeOrders.push(options);
        expect([...options].sort()).toEqual([...(firstOrders[i] ?? [])].sort());
        await page.getByTestId(`button-option-${options.indexOf(correctTexts[i] ?? "")}`).click();
      }
      // A new attempt, a new order: a sheet learnt by letter would not carry over.
      expect(retakeOrders).not.toEqual(firstOrders);
      await page.getByTestId("button-submit-quiz").click();
      await page.getByTestId("card-score").waitFor(POLL);
      expect(await text(page, "text-score")).toBe("100%");
      expect(await text(page, "text-pass-status")).toBe("Passed! Well done.");
      expect(await text(page, "text-correct-count")).toBe(`${total} of ${total} correct`);
      await context.close();
    },
    LONG,
  );

  it(
    "a signed-in learner on a phone keeps their attempts, sees the best score and the dashboard count",
    async () => {
      started = Date.now();
      const { context, page } = await themedPage(390, "light");
      await signUpViaApi(context);

      step("first attempt, failed");
      await openQuizFromList(page);
      expect(await noSideScroll(page)).toBe(true);
      expect(await text(page, "text-no-attempts")).toContain("No attempts yet");
      const total = await answerAllWithKeys(page, () => "a");
      // The next attempt (its options in another order), which the page loads after a submission,
      // is held back until the retake below: until it loads, no option is offered, so nothing the
      // learner picks can change meaning under their hand.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(QUIZ_DETAIL, async (route) => {
        if (route.request().method() === "GET") await held;
        await route.continue();
      });
      await page.getByTestId("button-submit-quiz").click();
      await page.getByTestId("card-score").waitFor(POLL);
      expect(await text(page, "text-pass-status")).toContain("Not passed");
      const firstScore = await text(page, "text-score");
      await expect.poll(() => page.getByTestId("text-attempt-score").allTextContents(), POLL).toEqual([firstScore]);
      // Long snippets and explanations stay inside the phone's width.
      expect(await noSideScroll(page)).toBe(true);

      step("second attempt, passed");
      const { texts: correct } = await readCorrectAnswers(page, total);
      await page.getByTestId("button-retake").click();
      await page.getByTestId("text-preparing-attempt").waitFor(POLL);
      expect(await page.getByTestId("text-question-position").count()).toBe(0);
      await page.keyboard.press("A");
      release();
      await expect.poll(() => text(page, "text-question-position"), POLL).toBe(`Question 1 of ${total}`);
      // The key pressed while it loaded chose nothing.
      expect(await optionStates(page)).not.toContain("chosen");
      await page.unroute(QUIZ_DETAIL);
      await answerAllWithKeys(page, (i) => keyFor(page, correct[i] ?? ""));
      await page.getByTestId("button-submit-quiz").click();
      await page.getByTestId("card-score").waitFor(POLL);
      expect(await text(page, "text-score")).toBe("100%");
      await expect
        .poll(() => page.getByTestId("text-attempt-score").allTextContents(), POLL)
        .toEqual(["100%", firstScore]);
      await expect.poll(() => text(page, "text-detail-best"), POLL).toBe("Your best: 100%");

      step("kept after a reload, best score on the card, counted on the dashboard");
      await page.reload();
      await page.getByTestId("text-question").waitFor(POLL);
      await expect
        .poll(() => page.getByTestId("text-attempt-score").allTextContents(), POLL)
        .toEqual(["100%", firstScore]);
      expect(await text(page, "text-detail-best")).toBe("Your best: 100%");
      await page.goto("/quizzes");
      const card = page.getByTestId(`card-quiz-${QUIZ_SLUG}`);
      await card.waitFor(POLL);
      expect(await card.getByTestId("text-best-score").textContent()).toBe("Best: 100%");
      expect(await card.getByRole("img", { name: "Passed" }).count()).toBe(1);
      expect(await noSideScroll(page)).toBe(true);
      await page.goto("/dashboard");
      await expect.poll(() => page.getByTestId("stat-quizzes-passed").textContent(), POLL).toBe("1");
      await context.close();
    },
    LONG,
  );

  it("an unknown quiz reads 'Quiz not found'", async () => {
    const { context, page } = await newPage(browser, 1280);
    await page.goto("/quizzes/no-such-quiz");
    await page.getByRole("heading", { name: "Quiz not found" }).waitFor(POLL);
    await context.close();
  });
});
