import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi } from "./browser";
import { RIGHT_PYTHON } from "./challenge-page";

/** Figures that share a name say what they count: whose rate, of what, out of how many. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The percent and the "s of a learners solved it" counts agree, and at least one learner solved it. */
async function expectAcceptance(scope: ReturnType<Page["locator"]>): Promise<void> {
  const rate = Number((await scope.getByTestId("text-completion-rate").textContent())?.replace("%", ""));
  const counts = (await scope.getByTestId("text-acceptance-counts").textContent()) ?? "";
  const match = counts.match(/(\d+) of (\d+) learners? solved it/);
  expect(match, counts).not.toBeNull();
  const [solved, attempted] = [Number(match?.[1]), Number(match?.[2])];
  expect(solved).toBeGreaterThanOrEqual(1);
  expect(rate).toBe(Math.round((solved * 100) / attempted));
}

describe("figure labels", () => {
  it("labels a challenge's rate as all learners' acceptance, with its counts, in the list and on its page", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    const list = await (await context.request.get("/api/challenges")).json();
    const twoSum = (list as { id: string; title: string }[]).find((c) => c.title === "Two Sum");
    if (!twoSum) throw new Error("Two Sum is not in the catalog");
    const submitted = await context.request.post(`/api/challenges/${twoSum.id}/submit`, {
      data: { code: RIGHT_PYTHON, language: "Python" },
    });
    expect(((await submitted.json()) as { passed: boolean }).passed).toBe(true);

    await page.goto("/challenges?q=two+sum");
    const card = page.getByTestId(`card-challenge-${twoSum.id}`);
    await card.waitFor();
    expect(await card.getByTestId("label-acceptance").textContent()).toBe("All learners' acceptance");
    expect(await card.textContent()).not.toContain("Completion");
    await expectAcceptance(card);

    await card.click();
    const problem = page.locator("header", { has: page.getByTestId("text-challenge-title") });
    await problem.getByTestId("text-acceptance-counts").waitFor();
    expect(await problem.textContent()).toContain("All learners' acceptance");
    await expectAcceptance(problem);
    await context.close();
  }, 90_000);

  it("names the dashboard's and My Progress's percentages for what they count, with a line saying how", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    await page.goto("/dashboard");
    const catalog = page.getByTestId("dashboard-stat").filter({ has: page.getByTestId("stat-catalog-solved") });
    await catalog.waitFor();
    expect(await catalog.locator("p").first().textContent()).toBe("Catalog Solved");
    expect(await page.getByTestId("stat-catalog-solved").textContent()).toBe("0%");
    expect(await catalog.textContent()).toMatch(/0 of \d+ challenges in the catalog solved/);
    expect(await page.locator("main").textContent()).not.toContain("Success Rate");

    await page.goto("/student-progress");
    const accepted = page.getByTestId("accepted-submissions");
    await accepted.waitFor();
    const card = page.locator("li", { has: accepted });
    expect(await card.getByRole("heading").textContent()).toBe("Accepted Submissions");
    expect(await card.textContent()).toContain(
      "No submissions yet: this is the share of your submissions that pass every test",
    );
    expect(await page.locator("main").textContent()).not.toContain("Success Rate");
    await context.close();
  });
});
