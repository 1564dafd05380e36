import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, logInAdminViaApi, newPage, signUpViaApi, watchContentSecurityPolicy } from "./browser";

// axe-core (WCAG 2.1 A and AA) over every screen, in both themes, at a laptop and a phone width.
// Any serious or critical violation fails, with the rule, the elements and the fix axe suggests;
// so does anything the app's content security policy refused on the screen.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Who = "visitor" | "student" | "admin";
type Screen = {
  path: string | (() => Promise<string>);
  who: Who;
  ready: string;
  /** What to do once ready, to reach a state of the screen (a dialog open), and what shows it is there. */
  open?: { click: string; ready: string };
};

let browser: Browser;
const contexts = new Map<Who, BrowserContext>();
let firstPostId = "";
let firstChallengeId = "";

beforeAll(async () => {
  browser = await launchBrowser();
  const probe = await newPage(browser);
  const posts = (await (await probe.context.request.get("/api/forum/posts")).json()) as Array<{ id: string }>;
  firstPostId = posts[0]?.id ?? "";
  await signUpViaApi(probe.context);
  const challenges = (await (await probe.context.request.get("/api/challenges")).json()) as Array<{
    id: string;
    slug: string;
  }>;
  firstChallengeId = challenges.find((c) => c.slug === "two-sum")?.id ?? "";
  await probe.context.close();
}, 60_000);
afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  await browser?.close();
});

const SCREENS: Record<string, Screen> = {
  home: { path: "/", who: "visitor", ready: "main h1" },
  login: { path: "/login", who: "visitor", ready: "[data-testid=input-login-username]" },
  leaderboard: { path: "/leaderboard", who: "visitor", ready: "main h1" },
  community: { path: "/community", who: "visitor", ready: "main h1" },
  "community post": { path: async () => `/community/${firstPostId}`, who: "visitor", ready: "main h1" },
  "not found": { path: "/no-such-page", who: "visitor", ready: "main h1" },
  quizzes: { path: "/quizzes", who: "visitor", ready: "main h1" },
  quiz: { path: "/quizzes/fundamentals-control-flow-loops", who: "visitor", ready: "main h1" },
  tutorials: { path: "/tutorials", who: "visitor", ready: "main h1" },
  "tutorials of a course": { path: "/tutorials?course=python", who: "visitor", ready: "main h1" },
  tutorial: { path: "/tutorials/python-first-steps", who: "student", ready: "main h1" },
  compiler: { path: "/compiler/python", who: "visitor", ready: "main" },
  "compiler (HTML)": { path: "/compiler/html", who: "student", ready: "main" },
  challenges: { path: "/challenges", who: "student", ready: "main h1" },
  "challenge detail": {
    path: async () => `/challenges/${firstChallengeId}`,
    who: "student",
    ready: "main h1",
  },
  dashboard: { path: "/dashboard", who: "student", ready: "main h1" },
  "my progress": { path: "/student-progress", who: "student", ready: "main h1" },
  admin: { path: "/admin", who: "admin", ready: "main h1" },
  "admin: challenge form": {
    path: "/admin",
    who: "admin",
    ready: "main h1",
    open: { click: "[data-testid=button-add-challenge]", ready: "[data-testid=input-title]" },
  },
  "admin: quiz form": {
    path: "/admin?tab=quizzes",
    who: "admin",
    ready: "main h1",
    open: { click: "[data-testid=button-add-quiz]", ready: "[data-testid=input-title]" },
  },
  "admin: tutorial form": {
    path: "/admin?tab=tutorials",
    who: "admin",
    ready: "main h1",
    open: { click: "[data-testid=button-add-tutorial]", ready: "[data-testid=input-title]" },
  },
  "admin: audit log": { path: "/admin?tab=audit", who: "admin", ready: "main h1" },
};

async function pageFor(who: Who, width: number, theme: "dark" | "light"): Promise<Page> {
  let context = contexts.get(who);
  if (!context) {
    context = (await newPage(browser)).context;
    if (who === "student") await signUpViaApi(context);
    if (who === "admin") await logInAdminViaApi(context);
    contexts.set(who, context);
  }
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
  return page;
}

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
};

async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the debugging protocol: an inline script tag would be refused by the app's
  // content security policy.
  await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<unknown> } }).axe;
    return axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
  })) as { violations: Violation[] };
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

const describeViolations = (violations: Violation[]) =>
  violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 4)
          .map((n) => `    ${n.target.join(" ")}: ${(n.failureSummary ?? "").split("\n").slice(1, 2).join(" ").trim()}`)
          .join("\n")}`,
    )
    .join("\n");

describe("accessibility (axe-core, WCAG 2.1 AA)", () => {
  for (const [name, screen] of Object.entries(SCREENS)) {
    it(`${name}: no serious or critical violation, nothing refused by the policy, in either theme at 1366 and 390 px`, {
      timeout: 240_000,
    }, async () => {
      const path = typeof screen.path === "string" ? screen.path : await screen.path();
      const found: string[] = [];
      for (const theme of ["dark", "light"] as const) {
        for (const width of [1366, 390]) {
          const page = await pageFor(screen.who, width, theme);
          const refused = watchContentSecurityPolicy(page);
          await page.goto(path);
          await page.locator(screen.ready).first().waitFor({ timeout: 30_000 });
          if (screen.open) {
            await page.locator(screen.open.click).click();
            await page.locator(screen.open.ready).first().waitFor({ timeout: 30_000 });
          }
          await page.waitForTimeout(800); // data arrives and skeletons resolve
          const violations = await seriousViolations(page);
          if (violations.length > 0) found.push(`${theme} ${width}px:\n  ${describeViolations(violations)}`);
          if (refused.length > 0)
            found.push(`${theme} ${width}px, content security policy:\n  ${refused.join("\n  ")}`);
          await page.close();
        }
      }
      expect(found.join("\n"), `${name} (${path})`).toBe("");
    });
  }
});
