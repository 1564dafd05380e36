import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, launchBrowser, newPage, signUpViaApi } from "./browser";

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
            for (const node of Array.from(record.removedNodes))
              if (node instanceof Element && node.querySelector('[data-testid="text-description"]'))
                removed.push(node.tagName);
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`/challenges/${listed.id}`);
      if (device === "phone") await page.getByTestId("tab-phone-code").click();
      await page.getByTestId("button-run-code").waitFor();
      expect(await page.getByTestId("text-challenge-title").textContent()).toBe(listed.title);
      expect(
        await page.evaluate(() => (window as unknown as { removedScreenNodes: string[] }).removedScreenNodes),
      ).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
