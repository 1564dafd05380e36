import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi } from "./browser";

/** From a challenge to the previous, next or a random one in catalog order, as on LeetCode. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("challenge navigation", () => {
  it("goes to the next and previous challenge of the catalog and to a random other one", async () => {
    const { context, page } = await newPage(browser, 1366);
    await signUpViaApi(context);
    const catalog = (await (await context.request.get("/api/challenges")).json()) as Array<{
      id: string;
      title: string;
    }>;
    const [first, second] = catalog;
    if (!first || !second) throw new Error("the catalog has fewer than two challenges");
    const title = () => page.getByTestId("text-challenge-title").textContent();

    await page.goto(`/challenges/${first.id}`);
    await expect.poll(title).toBe(first.title);
    // The first challenge has no previous one.
    await expect.poll(() => page.getByTestId("link-previous-challenge").isDisabled()).toBe(true);

    await page.getByTestId("link-next-challenge").click();
    await page.waitForURL(`**/challenges/${second.id}`);
    await expect.poll(title).toBe(second.title);

    await page.getByTestId("link-previous-challenge").click();
    await page.waitForURL(`**/challenges/${first.id}`);
    await expect.poll(title).toBe(first.title);

    await page.getByTestId("button-random-challenge").click();
    await page.waitForURL(
      (url) => /\/challenges\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(first.id),
    );
    const landed = new URL(page.url()).pathname.split("/").pop();
    await expect.poll(title).toBe(catalog.find((c) => c.id === landed)?.title);
    await context.close();
  }, 120_000);
});
