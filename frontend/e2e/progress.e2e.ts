import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi, uniqueUsername } from "./browser";

/** The catalog's reference solutions, submitted as a learner would through the API. */
const solution = (slug: string) =>
  readFileSync(new URL(`../../backend/src/features/challenges/catalog/${slug}/solution.py`, import.meta.url), "utf8");
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
    await page.waitForURL("**/login");
    await context.close();
  });

  it("starts empty, then counts attempts, solves and recent activity as submissions land", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    await page.goto("/dashboard");
    await page.getByText("Start Your Journey").waitFor();
    await expect(statValue(page, "Challenges Solved")).resolves.toBe("0");
    await expect(statValue(page, "Total Attempts")).resolves.toBe("0");
    const total = Number((await page.getByTestId("overall-progress-text").textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(0);

    expect((await submit(context, "two-sum", WRONG)).passed).toBe(false);
    await page.reload();
    await page.getByTestId("recent-activity").waitFor();
    await expect(statValue(page, "Total Attempts")).resolves.toBe("1");
    await expect(statValue(page, "In Progress")).resolves.toBe("1");
    await expect(statValue(page, "Challenges Solved")).resolves.toBe("0");
    await expect(page.getByTestId("recent-activity").getByText("Two Sum").count()).resolves.toBe(1);
    await expect(page.getByTestId("badge-in-progress").count()).resolves.toBe(1);

    // The accepted submission shows up on the open dashboard without a reload.
    expect((await submit(context, "two-sum", solution("two-sum"))).passed).toBe(true);
    await page.getByTestId("badge-completed").waitFor({ timeout: 5000 });
    await expect(statValue(page, "Challenges Solved")).resolves.toBe("1");
    await expect(statValue(page, "Total Attempts")).resolves.toBe("2");
    await expect(statValue(page, "In Progress")).resolves.toBe("0");
    await expect(statValue(page, "Success Rate")).resolves.toBe(`${Math.round(100 / total)}%`);
    await expect(page.getByTestId("overall-progress-text").textContent()).resolves.toBe(
      `1 of ${total} challenges completed`,
    );
    await expect(page.getByTestId("heatmap-total").textContent()).resolves.toBe(
      "1 accepted submission in the last year",
    );
    const easy = page.locator('[data-testid="breakdown-row"][data-label="Easy"]');
    await expect(easy.textContent()).resolves.toMatch(/^Easy1 \/ \d+$/);
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
    await expect(page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).resolves.toBe(true);
    // The climber and the row it passed are highlighted for a moment, then the highlight fades.
    const climberRow = page.locator(`[data-testid="leaderboard-row"][data-user="${climberName}"]`);
    await expect(climberRow.getAttribute("data-moved")).resolves.toBe("up");
    await expect(
      page.locator(`[data-testid="leaderboard-row"][data-user="${leaderName}"]`).getAttribute("data-moved"),
    ).resolves.toBe("down");
    await page.waitForFunction((name) => !document.querySelector(`[data-user="${name}"][data-moved]`), climberName, {
      timeout: 5000,
    });
    await expect(climberRow.locator("td").nth(2).textContent()).resolves.toBe("50");

    for (const { context } of [leader, climber, viewer]) await context.close();
  });

  it("highlights the signed-in learner's own row", async () => {
    const { context, page } = await newPage(browser);
    const name = await signUpViaApi(context);
    await submit(context, "two-sum", solution("two-sum"));
    await page.goto("/leaderboard");
    const own = page.locator('[data-testid="leaderboard-row"][data-current="true"]');
    await expect(own.getAttribute("data-user")).resolves.toBe(name);
    await expect(own.getByText("You").count()).resolves.toBe(1);
    await context.close();
  });
});

describe("student progress", () => {
  it("shows the learner's rank, challenge progress and recent submissions", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    await page.goto("/student-progress");
    await expect(page.getByTestId("leaderboard-rank").textContent()).resolves.toBe("Unranked");
    await page.getByText("No progress yet. Start solving challenges to track your progress!").waitFor();
    await page.getByRole("tab", { name: "Recent Submissions" }).click();
    await page.getByText("No submissions yet. Start coding to see your submissions here!").waitFor();

    await submit(context, "two-sum", WRONG);
    await submit(context, "two-sum", solution("two-sum"));
    const me = (await (await context.request.get("/api/auth/me")).json()) as { id: string };
    const entry = (await (await context.request.get(`/api/leaderboard/user/${me.id}`)).json()) as { rank: number };
    const challenge = (await (await context.request.get("/api/challenges/two-sum")).json()) as { id: string };

    await page.reload();
    await expect(page.getByTestId("leaderboard-rank").textContent()).resolves.toBe(`#${entry.rank}`);
    await expect(page.getByTestId("total-progress").textContent()).resolves.toBe("100%");
    await expect(page.getByTestId("success-rate").textContent()).resolves.toBe("50%");
    const progress = page.getByTestId("challenge-progress-list");
    await expect(progress.getByText("Two Sum").count()).resolves.toBe(1);
    await expect(progress.getByText(challenge.id.slice(0, 8), { exact: true }).count()).resolves.toBe(1);
    await expect(progress.getByText("Completed", { exact: true }).count()).resolves.toBe(1);

    await page.getByRole("tab", { name: "Recent Submissions" }).click();
    const submissions = page.getByTestId("recent-submissions-list");
    await expect(submissions.locator("li").count()).resolves.toBe(2);
    await expect(submissions.locator("li").first().getByText("Passed", { exact: true }).count()).resolves.toBe(1);
    await expect(submissions.locator("li").nth(1).getByText("Failed", { exact: true }).count()).resolves.toBe(1);
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
