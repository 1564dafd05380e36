import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi } from "./browser";

/** A failed load says so, offers Try again, and does not pretend to be live. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Answers the matching API path with a 500 until the returned function is called, then lets it through. */
async function failUntilReleased(page: Page, path: RegExp): Promise<() => Promise<void>> {
  const matcher = (url: URL) => path.test(url.pathname);
  await page.route(matcher, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Database down" }) }),
  );
  return () => page.unroute(matcher);
}

describe("error states", () => {
  it("turns the leaderboard's Live badge off when loading failed and loads it again with Try again", async () => {
    const { context, page } = await newPage(browser);
    const release = await failUntilReleased(page, /^\/api\/leaderboard$/);
    // Opened from another screen: a page load would carry the board in its HTML (server-rendered).
    await page.goto("/tutorials");
    await page.getByTestId("link-leaderboard").click();
    await page.getByTestId("text-leaderboard-error").waitFor();
    expect(await page.getByTestId("text-leaderboard-error").textContent()).toContain("Could not load the leaderboard");
    // Give the socket time to connect: the badge must still not claim to be live.
    await page.waitForTimeout(1000);
    expect(await page.getByTestId("leaderboard-live").count()).toBe(0);

    await release();
    await page.getByTestId("button-retry").click();
    // A board with rows or the empty text: either way it loaded, and now it is live.
    await page.locator("table, :text('No leaderboard data available')").first().waitFor();
    await expect
      .poll(() => page.getByTestId("leaderboard-live").getAttribute("data-connected"), { timeout: 10_000 })
      .toBe("true");
    expect(await page.getByTestId("text-leaderboard-error").count()).toBe(0);
    await context.close();
  });

  it("offers Try again when the challenge list fails to load", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    const release = await failUntilReleased(page, /^\/api\/challenges$/);
    await page.goto("/tutorials");
    await page.getByTestId("link-challenges").click();
    await page.getByTestId("text-challenges-error").waitFor();
    await release();
    await page.getByTestId("button-retry").click();
    await page.getByTestId("list-challenges").waitFor();
    expect(await page.getByTestId("text-challenges-error").count()).toBe(0);
    await context.close();
  });

  it("offers Try again when the dashboard fails to load", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    const release = await failUntilReleased(page, /^\/api\/progress\/[^/]+\/stats$/);
    await page.goto("/tutorials");
    await page.getByTestId("link-dashboard").click();
    await page.getByText("Could not load your dashboard").waitFor();
    await release();
    await page.getByTestId("button-retry").click();
    await page.getByTestId("stat-challenges-solved").waitFor();
    await context.close();
  });

  it("offers Try again when a tutorial or the compiler's languages fail to load, and keeps 'Tutorial not found' for a 404", async () => {
    const { context, page } = await newPage(browser);
    const list = (await (await context.request.get("/api/tutorials?language=python")).json()) as { id: string }[];
    const id = list[0]?.id;
    if (!id) throw new Error("no Python tutorial in the catalog");
    let release = await failUntilReleased(page, new RegExp(`^/api/tutorials/${id}$`));
    // Opened from the list: a page load would carry the tutorial in its HTML (server-rendered).
    await page.goto("/tutorials?course=python");
    await page.getByTestId(`card-tutorial-${id}`).click();
    await page.getByText("Failed to fetch tutorial").waitFor();
    await release();
    await page.getByTestId("button-retry").click();
    await page.getByText("Try It Yourself").waitFor();

    await page.goto("/tutorials/00000000-0000-4000-8000-000000000000");
    await page.getByText("Tutorial not found").waitFor();
    expect(await page.getByTestId("button-retry").count()).toBe(0);

    release = await failUntilReleased(page, /^\/api\/compiler\/languages$/);
    await page.goto("/compiler/python");
    await page.getByText("Failed to load the languages.").waitFor();
    await release();
    await page.getByTestId("button-retry").click();
    await page.locator("[data-testid='code-editor'] .monaco-editor").waitFor();
    await context.close();
  });
});
