import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi, uniqueUsername } from "./browser";

/** The catalog's reference solutions, submitted as a learner would through the API. */
const solution = (slug: string) =>
  readFileSync(new URL(`../../content/challenges/${slug}/solution.py`, import.meta.url), "utf8");
const WRONG = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        return [0, 0]
`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function submit(context: BrowserContext, slug: string, code: string) {
  const response = await context.request.post(`/api/challenges/${slug}/submit`, { data: { code, language: "Python" } });
  if (!response.ok()) throw new Error(`submit ${slug}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { passed: boolean };
}

const statValue = (page: Page, label: string) =>
  page.getByTestId(`stat-${label.toLowerCase().replace(/\s+/g, "-")}`).textContent();

/** Usernames in the order the leaderboard table shows them. */
const boardOrder = (page: Page) =>
  page.getByTestId("leaderboard-row").evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.user ?? ""));

describe("dashboard", () => {
  it("sends a visitor to /login", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/dashboard");
    // The login page keeps where the visitor was going: /login?next=%2Fdashboard
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/dashboard");
    await context.close();
  });

  it("starts empty, then counts attempts, solves and recent activity as submissions land", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    await page.goto("/dashboard");
    await page.getByText("Start Your Journey").waitFor();
    await expect.poll(() => statValue(page, "Challenges Solved"), { timeout: 10_000 }).toBe("0");
    await expect.poll(() => statValue(page, "Total Attempts"), { timeout: 10_000 }).toBe("0");
    const total = Number((await page.getByTestId("overall-progress-text").textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(0);

    expect((await submit(context, "two-sum", WRONG)).passed).toBe(false);
    await page.reload();
    await page.getByTestId("recent-activity").waitFor();
    await expect.poll(() => statValue(page, "Total Attempts"), { timeout: 10_000 }).toBe("1");
    await expect.poll(() => statValue(page, "In Progress"), { timeout: 10_000 }).toBe("1");
    await expect.poll(() => statValue(page, "Challenges Solved"), { timeout: 10_000 }).toBe("0");
    await expect
      .poll(() => page.getByTestId("recent-activity").getByText("Two Sum").count(), { timeout: 10_000 })
      .toBe(1);
    await expect.poll(() => page.getByTestId("badge-in-progress").count(), { timeout: 10_000 }).toBe(1);

    // The accepted submission shows up on the open dashboard without a reload.
    expect((await submit(context, "two-sum", solution("two-sum"))).passed).toBe(true);
    await page.getByTestId("badge-completed").waitFor({ timeout: 5000 });
    await expect.poll(() => statValue(page, "Challenges Solved"), { timeout: 10_000 }).toBe("1");
    await expect.poll(() => statValue(page, "Total Attempts"), { timeout: 10_000 }).toBe("2");
    await expect.poll(() => statValue(page, "In Progress"), { timeout: 10_000 }).toBe("0");
    await expect.poll(() => statValue(page, "Catalog Solved"), { timeout: 10_000 }).toBe(`${Math.round(100 / total)}%`);
    await expect
      .poll(() => page.getByTestId("overall-progress-text").textContent(), { timeout: 10_000 })
      .toBe(`1 of ${total} challenges completed`);
    await expect
      .poll(() => page.getByTestId("heatmap-total").textContent(), { timeout: 10_000 })
      .toBe("1 accepted submission in the last year");
    const easy = page.locator('[data-testid="breakdown-row"][data-label="Easy"]');
    await expect.poll(() => easy.textContent(), { timeout: 10_000 }).toMatch(/^Easy1 \/ \d+$/);
    await context.close();
  });
});

describe("live leaderboard", () => {
  it("re-orders an open leaderboard within a second when another learner's solve changes the ranking", async () => {
    const leader = await newPage(browser);
    const climber = await newPage(browser);
    const viewer = await newPage(browser);
    const leaderName = await signUpViaApi(leader.context, uniqueUsername("leader"));
    const climberName = await signUpViaApi(climber.context, uniqueUsername("climber"));
    await signUpViaApi(viewer.context);
    await submit(leader.context, "coin-change", solution("coin-change")); // Medium: 20 points
    await submit(climber.context, "two-sum", solution("two-sum")); // Easy: 10 points

    const page = viewer.page;
    await page.goto("/leaderboard");
    await page.locator('[data-testid="leaderboard-live"][data-connected="true"]').waitFor();
    const before = await boardOrder(page);
    expect(before.indexOf(leaderName)).toBeGreaterThanOrEqual(0);
    expect(before.indexOf(leaderName)).toBeLessThan(before.indexOf(climberName));
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    await submit(climber.context, "burst-balloons", solution("burst-balloons")); // Hard: 40 more points
    const submittedAt = Date.now();
    await page.waitForFunction(
      ([a, b]) => {
        const users = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="leaderboard-row"]')).map(
          (r) => r.dataset.user,
        );
        return users.indexOf(b) >= 0 && users.indexOf(b) < users.indexOf(a);
      },
      [leaderName, climberName],
      { timeout: 5000 },
    );
    expect(Date.now() - submittedAt).toBeLessThan(1000);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), {
        timeout: 10_000,
      })
      .toBe(true);
    // The climber and the row it passed are highlighted for a moment, then the highlight fades.
    const climberRow = page.locator(`[data-testid="leaderboard-row"][data-user="${climberName}"]`);
    await expect.poll(() => climberRow.getAttribute("data-moved"), { timeout: 10_000 }).toBe("up");
    await expect
      .poll(
        () => page.locator(`[data-testid="leaderboard-row"][data-user="${leaderName}"]`).getAttribute("data-moved"),
        { timeout: 10_000 },
      )
      .toBe("down");
    await page.waitForFunction((name) => !document.querySelector(`[data-user="${name}"][data-moved]`), climberName, {
      timeout: 5000,
    });
    await expect.poll(() => climberRow.locator("td").nth(2).textContent(), { timeout: 10_000 }).toBe("50");

    for (const { context } of [leader, climber, viewer]) await context.close();
  });

  it("highlights the signed-in learner's own row", async () => {
    const { context, page } = await newPage(browser);
    const name = await signUpViaApi(context);
    await submit(context, "two-sum", solution("two-sum"));
    await page.goto("/leaderboard");
    const own = page.locator('[data-testid="leaderboard-row"][data-current="true"]');
    await expect.poll(() => own.getAttribute("data-user"), { timeout: 10_000 }).toBe(name);
    await expect.poll(() => own.getByText("You").count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  });
});

describe("student progress", () => {
  it("shows the learner's rank, challenge progress and recent submissions", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    await page.goto("/student-progress");
    await expect.poll(() => page.getByTestId("leaderboard-rank").textContent(), { timeout: 10_000 }).toBe("Unranked");
    await page.getByText("No progress yet. Start solving challenges to track your progress!").waitFor();
    await page.getByRole("tab", { name: "Recent Submissions" }).click();
    await page.getByText("No submissions yet. Start coding to see your submissions here!").waitFor();

    await submit(context, "two-sum", WRONG);
    await submit(context, "two-sum", solution("two-sum"));
    const me = (await (await context.request.get("/api/auth/me")).json()) as { id: string };
    const entry = (await (await context.request.get(`/api/leaderboard/user/${me.id}`)).json()) as { rank: number };
    const challenge = (await (await context.request.get("/api/challenges/two-sum")).json()) as { id: string };

    await page.reload();
    await expect
      .poll(() => page.getByTestId("leaderboard-rank").textContent(), { timeout: 10_000 })
      .toBe(`#${entry.rank}`);
    await expect.poll(() => page.getByTestId("total-progress").textContent(), { timeout: 10_000 }).toBe("100%");
    await expect.poll(() => page.getByTestId("accepted-submissions").textContent(), { timeout: 10_000 }).toBe("50%");
    const progress = page.getByTestId("challenge-progress-list");
    await expect.poll(() => progress.getByText("Two Sum").count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => progress.getByText(challenge.id.slice(0, 8), { exact: true }).count(), { timeout: 10_000 })
      .toBe(1);
    await expect.poll(() => progress.getByText("Completed", { exact: true }).count(), { timeout: 10_000 }).toBe(1);

    await page.getByRole("tab", { name: "Recent Submissions" }).click();
    const submissions = page.getByTestId("recent-submissions-list");
    await expect.poll(() => submissions.locator("li").count(), { timeout: 10_000 }).toBe(2);
    await expect
      .poll(() => submissions.locator("li").first().getByText("Passed", { exact: true }).count(), { timeout: 10_000 })
      .toBe(1);
    await expect
      .poll(() => submissions.locator("li").nth(1).getByText("Failed", { exact: true }).count(), { timeout: 10_000 })
      .toBe(1);
    for (const feedback of await submissions.getByTestId("submission-feedback").allTextContents()) {
      expect(feedback.length).toBeLessThanOrEqual(103);
    }
    const actions = await page
      .getByTestId("quick-actions")
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(actions).toEqual(["/challenges", "/tutorials", "/quizzes", "/leaderboard"]);
    await context.close();
  });
});
