import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, launchBrowser, logInAdminViaApi, newPage, signUpViaApi, watchPaths } from "./browser";
import { RIGHT_PYTHON } from "./challenge-page";
import { loadContent } from "./tutorial-page";

/** A phone's browser says so in its user agent: the server lays the page out for one. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};

/**
 * The challenge screen is rendered on the server: its statement is in the page's HTML, so it
 * paints before the app's code has run, and the browser then hydrates that HTML as it is.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type TChallenge = { id: string; title: string; description: string };

/** The JSON the page carries for hydration. */
function ssrState(html: string): { data: Record<string, unknown>; width: number } | null {
  const match = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

/**
 * What hydrating the page breaks, read once the app is ready: the errors it logs, and the nodes
 * removed from #root or #main (React replaces the server's nodes only when they do not match).
 */
async function watchHydration(page: Page): Promise<() => Promise<{ errors: string[]; removed: string[] }>> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedScreenNodes: string[] }).removedScreenNodes = removed;
    new MutationObserver((records) => {
      for (const record of records)
        if (["root", "main"].includes((record.target as Element).id))
          for (const node of Array.from(record.removedNodes)) removed.push(node.nodeName);
    }).observe(document, { childList: true, subtree: true });
  });
  return async () => ({
    errors,
    removed: await page.evaluate(() => (window as unknown as { removedScreenNodes: string[] }).removedScreenNodes),
  });
}

/** Holds the app's entry script until the returned function is called: the page stays the server's. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/index-*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe("server-rendered challenge screen", () => {
  it("sends a signed-in learner the statement in the HTML, with exactly the API's answers, and a visitor none", async () => {
    const { context } = await newPage(browser, 1366);
    await signUpViaApi(context);
    const [listed] = (await (await context.request.get("/api/challenges")).json()) as TChallenge[];
    if (!listed) throw new Error("empty catalog");
    const detail = await (await context.request.get(`/api/challenges/${listed.id}`)).json();
    const me = await (await context.request.get("/api/auth/me")).json();

    const html = await (await context.request.get(`/challenges/${listed.id}`)).text();
    expect(html).toContain('data-testid="text-description"');
    expect(html).toContain(`>${listed.title}</h1>`);
    // The page holds what the learner's own API calls answer, nothing more (hidden tests stay hidden).
    expect(ssrState(html)?.data).toEqual({ "/api/auth/me": me, [`/api/challenges/${listed.id}`]: detail });

    // A visitor gets the plain page (the app then sends them to /login), and no one's data.
    const anonymous = await (await fetch(`${BASE_URL}/challenges/${listed.id}`)).text();
    expect(ssrState(anonymous)).toBeNull();
    expect(anonymous).not.toContain('data-testid="text-description"');
    await context.close();
  });

  it("shows the statement without the app's code, then hydrates it in place at desktop and phone widths", async () => {
    for (const device of ["desktop", "phone"]) {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        ...(device === "phone" ? PHONE : { viewport: { width: 1366, height: 900 } }),
      });
      const page = await context.newPage();
      await signUpViaApi(context);
      const [listed] = (await (await context.request.get("/api/challenges")).json()) as TChallenge[];
      if (!listed) throw new Error("empty catalog");

      // Without any script the statement and the title are already there.
      await page.route("**/*.js", (route) => route.abort());
      await page.goto(`/challenges/${listed.id}`);
      expect(await page.getByTestId("text-challenge-title").textContent()).toBe(listed.title);
      expect(await page.getByTestId("text-description").isVisible()).toBe(true);
      await page.unroute("**/*.js");

      // With them, React adopts the server's nodes: none is replaced (a mismatch would re-create
      // the screen), no error is logged, and the editor arrives.
      const broken = await watchHydration(page);
      await page.goto(`/challenges/${listed.id}`);
      await page.waitForSelector('html[data-app="ready"]', { state: "attached" });
      if (device === "phone") await page.getByTestId("tab-phone-code").click();
      await page.getByTestId("button-run-code").waitFor();
      expect(await page.getByTestId("text-challenge-title").textContent()).toBe(listed.title);
      expect(await broken()).toEqual({ errors: [], removed: [] });
      await context.close();
    }
  });

  it("hydrates every server-rendered screen in place, for a visitor and a learner", async () => {
    const { context: setup } = await newPage(browser, 1366);
    await signUpViaApi(setup);
    const posts = (await (await setup.request.get("/api/forum/posts")).json()) as Array<{ id: string; title: string }>;
    const [post] = posts;
    if (!post) throw new Error("the forum has no welcome post");
    await setup.close();
    // Each screen's HTML holds its content (`contains`), not its loading state (`lacks`).
    const screens = [
      { path: "/", signedIn: false, contains: ['data-testid="card-popular-challenge-'], lacks: [] },
      { path: `/community/${post.id}`, signedIn: false, contains: [post.title], lacks: ["Loading post..."] },
      { path: "/community", signedIn: false, contains: [post.title], lacks: ["Loading posts..."] },
      { path: "/challenges", signedIn: true, contains: ['data-testid="list-challenges"'], lacks: [] },
      { path: "/leaderboard", signedIn: false, contains: ["Global Leaderboard"], lacks: ["Loading leaderboard..."] },
      { path: "/login", signedIn: false, contains: ['data-testid="input-login-username"'], lacks: [] },
      {
        path: "/tutorials",
        signedIn: false,
        contains: ['data-testid="card-course-python"'],
        lacks: ["Loading courses..."],
      },
      { path: "/quizzes", signedIn: true, contains: ['data-testid="card-quiz-'], lacks: ["Loading quizzes..."] },
      {
        path: "/quizzes/fundamentals-control-flow-loops",
        signedIn: false,
        contains: ['data-testid="text-quiz-title"', 'data-testid="button-option-0"'],
        lacks: [],
      },
    ];
    for (const screen of screens) {
      const { context, page } = await newPage(browser, 1366);
      if (screen.signedIn) await signUpViaApi(context);
      const html = await (await context.request.get(screen.path)).text();
      expect(ssrState(html), screen.path).not.toBeNull();
      for (const text of screen.contains) expect(html, screen.path).toContain(text);
      for (const text of screen.lacks) expect(html, screen.path).not.toContain(text);

      const broken = await watchHydration(page);
      await page.goto(screen.path);
      await page.waitForLoadState("networkidle");
      expect({ path: screen.path, ...(await broken()) }).toEqual({ path: screen.path, errors: [], removed: [] });
      await context.close();
    }
  });

  it("renders a learner's own screens with their data only, and a visitor's tutorial with this browser's progress", async () => {
    const tutorial = loadContent().find((t) => t.course === "python");
    if (!tutorial) throw new Error("no Python tutorial");
    const { context } = await newPage(browser, 1366);
    await signUpViaApi(context);
    const submitted = await context.request.post("/api/challenges/two-sum/submit", {
      data: { code: RIGHT_PYTHON, language: "Python" },
    });
    expect(submitted.ok()).toBe(true);
    const step = tutorial.steps[0];
    if (!step) throw new Error("a tutorial without steps");
    const ran = await context.request.post(`/api/tutorials/${tutorial.slug}/steps/0/run`, {
      data: { code: step.solution },
    });
    expect(ran.ok()).toBe(true);
    const get = async (path: string) => (await context.request.get(path)).json();
    const me = (await get("/api/auth/me")) as { id: string };
    const tutorialPath = `/api/tutorials/${tutorial.slug}`;

    // Each page holds what this learner's own calls answer, and nothing more.
    const screens = [
      { path: "/dashboard", reads: [`/api/progress/${me.id}`, `/api/progress/${me.id}/stats`], shows: "Two Sum" },
      {
        path: "/student-progress",
        reads: [`/api/progress/${me.id}`, `/api/submissions/user/${me.id}`, `/api/leaderboard/user/${me.id}`],
        shows: "Two Sum",
      },
      {
        path: `/tutorials/${tutorial.slug}`,
        reads: [tutorialPath, `${tutorialPath}/progress`],
        shows: 'data-passed="true"',
      },
    ];
    for (const screen of screens) {
      const html = await (await context.request.get(screen.path)).text();
      const expected = Object.fromEntries(
        await Promise.all(["/api/auth/me", ...screen.reads].map(async (path) => [path, await get(path)])),
      );
      expect(ssrState(html)?.data, screen.path).toEqual(expected);
      expect(html, screen.path).toContain(screen.shows);

      const screenPage = await context.newPage();
      const broken = await watchHydration(screenPage);
      await screenPage.goto(screen.path);
      await screenPage.waitForLoadState("networkidle");
      expect({ path: screen.path, ...(await broken()) }).toEqual({ path: screen.path, errors: [], removed: [] });
      await screenPage.close();
    }
    await context.close();

    // A visitor's own screens go to /login; a tutorial is rendered without any progress, and the
    // steps this browser passed show once the app has adopted the page.
    expect(ssrState(await (await fetch(`${BASE_URL}/dashboard`)).text())).toBeNull();
    const visitorHtml = await (await fetch(`${BASE_URL}/tutorials/${tutorial.slug}`)).text();
    expect(Object.keys(ssrState(visitorHtml)?.data ?? {})).toEqual(["/api/auth/me", tutorialPath]);
    const visitor = await newPage(browser, 1366);
    await visitor.context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: "cp:tutorials:progress",
      value: JSON.stringify({ [tutorial.slug]: { course: tutorial.course, steps: [0] } }),
    });
    const broken = await watchHydration(visitor.page);
    await visitor.page.goto(`/tutorials/${tutorial.slug}`);
    await visitor.page
      .getByTestId("text-tutorial-progress")
      .filter({ hasText: `1 / ${tutorial.steps.length} completed` })
      .waitFor();
    expect(await broken()).toEqual({ errors: [], removed: [] });
    await visitor.context.close();
  });

  it("renders the admin's screen with its list for an admin only, and hydrates each tab in place", async () => {
    const { context } = await newPage(browser, 1366);
    await logInAdminViaApi(context);
    const get = async (path: string) => (await context.request.get(path)).json();
    const list = (await get("/api/admin/challenges")) as Array<{ id: string; title: string }>;
    const [first] = list;
    if (!first) throw new Error("the catalog is empty");
    const html = await (await context.request.get("/admin")).text();
    expect(ssrState(html)?.data).toEqual({ "/api/auth/me": await get("/api/auth/me"), "/api/admin/challenges": list });
    expect(html).toContain(`data-testid="card-challenge-${first.id}"`);
    expect(html).not.toContain("Loading challenges...");
    // Another tab's list is loaded by the browser; the page still hydrates in place.
    for (const path of ["/admin", "/admin?tab=quizzes"]) {
      const page = await context.newPage();
      const broken = await watchHydration(page);
      await page.goto(path);
      await page.getByTestId(path === "/admin" ? "list-admin-challenges" : "list-admin-quizzes").waitFor();
      await page.waitForLoadState("networkidle");
      expect({ path, ...(await broken()) }).toEqual({ path, errors: [], removed: [] });
      await page.close();
    }
    await context.close();

    // A learner's page holds no admin data (their read answers 403): the browser sends them on.
    const learner = await newPage(browser, 1366);
    await signUpViaApi(learner.context);
    const learnerHtml = await (await learner.context.request.get("/admin")).text();
    expect(ssrState(learnerHtml)).toBeNull();
    expect(learnerHtml).not.toContain(first.title);
    const paths = watchPaths(learner.page);
    await learner.page.goto("/admin");
    await learner.page.waitForURL("**/student-progress");
    expect(paths).toEqual(["/admin", "/login", "/student-progress"]);
    await learner.context.close();
    expect(ssrState(await (await fetch(`${BASE_URL}/admin`)).text())).toBeNull();
  });

  it("logs in with what was typed on the server's login form before the app had adopted it", async () => {
    const { context: setup } = await newPage(browser, 1366);
    const username = await signUpViaApi(setup);
    await setup.close();
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const release = await holdAppCode(page);
    await page.goto("/login", { waitUntil: "domcontentloaded" });
    await page.getByTestId("input-login-username").fill(username);
    await page.getByTestId("input-login-password").fill("secret123");
    await page.getByTestId("input-login-password").press("Enter");
    release();
    await page.waitForURL("**/student-progress");
    // Enter did not send the form as a plain HTML form would (its fields in the address).
    expect(page.url()).not.toContain("secret123");
    await context.close();
  });

  it("keeps a click made before the app has adopted the page and acts on it once it has", async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signUpViaApi(context);
    const [listed] = (await (await context.request.get("/api/challenges")).json()) as TChallenge[];
    if (!listed) throw new Error("empty catalog");
    // The app's code waits until the learner has clicked the Submissions tab.
    const release = await holdAppCode(page);
    await page.goto(`/challenges/${listed.id}`, { waitUntil: "domcontentloaded" });
    await page.getByTestId("tab-submissions").click();
    expect(await page.getByTestId("text-no-submissions").count()).toBe(0);
    release();
    await page.getByTestId("text-no-submissions").waitFor();
    await context.close();
  });

  it("searches the community with what was typed before the app had adopted the list", async () => {
    const { context: setup } = await newPage(browser, 1366);
    await signUpViaApi(setup);
    const posts = (await (await setup.request.get("/api/forum/posts")).json()) as Array<{ title: string }>;
    await setup.close();
    const [first, second] = posts;
    if (!first || !second) throw new Error("the forum needs two welcome posts");
    // A word of the second post's title that the search finds without the first post.
    let word = "";
    let found: Array<{ title: string }> = [];
    for (const candidate of second.title.split(/\W+/).filter((w) => w.length > 3)) {
      found = (await (await fetch(`${BASE_URL}/api/forum/posts?q=${candidate}`)).json()) as typeof found;
      const titles = found.map((post) => post.title);
      if (titles.includes(second.title) && !titles.includes(first.title)) {
        word = candidate;
        break;
      }
    }
    if (!word) throw new Error(`no word of "${second.title}" finds it alone`);

    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const release = await holdAppCode(page);
    await page.goto("/community", { waitUntil: "domcontentloaded" });
    await page.getByTestId("input-search-posts").fill(word);
    release();
    await page.waitForURL((url) => url.searchParams.get("q") === word);
    // The list becomes the search's answer: the first post, which does not match, leaves it.
    await page.getByTestId("list-posts").filter({ hasNotText: first.title }).waitFor();
    expect(await page.getByTestId("list-posts").locator(":scope > li").count()).toBe(found.length);
    expect(await page.getByTestId("input-search-posts").inputValue()).toBe(word);
    await context.close();
  });
});
