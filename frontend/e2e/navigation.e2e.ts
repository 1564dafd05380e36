import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, launchBrowser, logInAdminViaApi, newPage, signUpViaApi, watchPaths } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("routes and gates", () => {
  it("starts a screen's own code with the page: the HTML announces its chunks, never the editor's", async () => {
    const preloads = async (pathname: string) => {
      const html = await (await fetch(`${BASE_URL}${pathname}`)).text();
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? "");
    };
    const challenge = await preloads("/challenges/two-sum");
    expect(challenge.some((href) => /\/assets\/challenge-detail-page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(challenge.filter((href) => href.includes("monaco"))).toEqual([]);
    expect((await preloads("/compiler/python")).some((href) => href.includes("compiler-page"))).toBe(true);
    // Home ships with the entry (and the entry's own icons file): no screen's code; the announced files exist.
    expect((await preloads("/")).filter((href) => /-page-/.test(href))).toEqual([]);
    for (const href of challenge) expect((await fetch(`${BASE_URL}${href}`)).status, href).toBe(200);
    // The page itself still works when opened directly.
    const { context, page } = await newPage(browser);
    await page.goto("/tutorials");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await context.close();
  });

  it("fetches the compiler's languages and the session once, started by the HTML beside the code", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    const languages = "/api/compiler/languages";
    const html = await page.request.get("/compiler/python");
    expect(await html.text()).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${languages}">`,
    );
    const reads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === languages || url.pathname === "/api/auth/me") reads.push(url.pathname);
    });
    await page.goto("/compiler/python");
    await page.getByTestId("code-editor").waitFor();
    await page.waitForLoadState("networkidle");
    // The app's own requests took the announced answers: one request each.
    expect(reads.sort()).toEqual([languages, "/api/auth/me"].sort());
    await context.close();
  });

  it("shows the 404 page for an unknown path", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/this/does/not-exist");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page.goto("/challenges-that-do-not-exist");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await context.close();
  });

  it("sends a student who opens /admin to /login without rendering the admin screen", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    const paths = watchPaths(page);
    await page.goto("/admin");
    // A logged-in student on /login is passed on to their own page.
    await page.waitForURL("**/student-progress");
    expect(paths).toEqual(["/admin", "/login", "/student-progress"]);
    await expect
      .poll(() => page.getByRole("heading", { name: "Admin Dashboard" }).count(), { timeout: 10_000 })
      .toBe(0);
    await context.close();
  });

  it("makes no admin request for a student who opens /admin, on the server or in the browser", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    const adminCalls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/admin/")) adminCalls.push(`${request.method()} ${url.pathname}`);
    });
    const paths = watchPaths(page);
    await page.goto("/admin");
    await page.waitForURL("**/student-progress");
    await page.getByRole("heading", { name: "My Progress" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(paths).toEqual(["/admin", "/login", "/student-progress"]);
    expect(adminCalls).toEqual([]);
    // Opened from another screen too (the route's loader runs in the browser).
    await page.goto("/challenges");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/admin");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForURL("**/student-progress");
    await page.waitForLoadState("networkidle");
    expect(adminCalls).toEqual([]);
    await context.close();
  });

  it("sends an admin who opens /student-progress away from it", async () => {
    const { context, page } = await newPage(browser);
    await logInAdminViaApi(context);
    await page.goto("/student-progress");
    await page.waitForURL("**/admin");
    await expect.poll(() => page.getByRole("heading", { name: "My Progress" }).count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it("sends a logged-out visitor of /challenges to /login", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/challenges");
    // The login page keeps where the visitor was going: /login?next=%2Fchallenges
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/challenges");
    await page.getByRole("tab", { name: "Login" }).waitFor();
    await expect
      .poll(() => page.getByRole("heading", { name: "Coding Challenges" }).count(), { timeout: 10_000 })
      .toBe(0);
    await context.close();
  });

  it("shows the spinner with 'Loading...' while the session loads on a gated page", async () => {
    const { context, page } = await newPage(browser);
    await logInAdminViaApi(context);
    // Hold the session call so the loading state stays on screen long enough to see.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/auth/me", async (route) => {
      await held;
      await route.continue();
    });
    // (Gated screens are rendered by the server with the session: the gate shows in a screen the
    // server leaves to the browser, such as a challenge it cannot read.)
    await page.goto("/challenges/no-such-challenge", { waitUntil: "domcontentloaded" });
    await page.getByRole("status").getByText("Loading...").waitFor();
    release();
    await page.getByText("Challenge not found").waitFor();
    await context.close();
  });

  it("navigates with the mobile menu on a narrow screen", async () => {
    const { context, page } = await newPage(browser, 390);
    await page.goto("/");
    await page.getByTestId("button-mobile-menu").click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Leaderboard" }).click();
    await page.waitForURL("**/leaderboard");
    await page.getByRole("heading", { name: "Global Leaderboard" }).waitFor();
    await expect.poll(() => page.getByRole("navigation", { name: "Mobile" }).count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it("gives every page its own browser tab title, naming the challenge on its page", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    const pages: [string, string][] = [
      ["/challenges", "Challenges · CodePractice"],
      ["/leaderboard", "Leaderboard · CodePractice"],
      ["/dashboard", "Dashboard · CodePractice"],
      ["/student-progress", "My Progress · CodePractice"],
      ["/quizzes", "Quizzes · CodePractice"],
      ["/tutorials", "Tutorials · CodePractice"],
      ["/community", "Community · CodePractice"],
      ["/compiler/python", "Python Compiler · CodePractice"],
      ["/no-such-page", "Page Not Found · CodePractice"],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(title);
    }
    await page.goto("/");
    await page.getByTestId("section-hero").waitFor();
    const home = await page.title();
    expect(pages.map(([, title]) => title)).not.toContain(home);

    await page.goto("/challenges");
    await page.getByTestId("input-search-challenges").fill("two sum");
    await page.locator("[data-testid^='card-challenge-']", { hasText: "Two Sum" }).first().click();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe("Two Sum · CodePractice");
    await context.close();
  });
});
