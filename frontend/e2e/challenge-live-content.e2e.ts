import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, logInAdminViaApi, newPage, signUpViaApi } from "./browser";

/** A learner's open challenge follows what an admin does to it, without a reload. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("an open challenge and the admin", () => {
  it("shows 'Challenge not found' when the admin deletes the challenge, and the challenge again after Undo", async () => {
    const learner = await newPage(browser, 1366);
    await signUpViaApi(learner.context);
    const catalog = (await (await learner.context.request.get("/api/challenges")).json()) as {
      id: string;
      slug: string;
    }[];
    const id = catalog.find((c) => c.slug === "isogram")?.id ?? "";
    expect(id).not.toBe("");
    await learner.page.goto(`/challenges/${id}`);
    await learner.page.getByTestId("challenge-workspace").waitFor();

    const admin = await newPage(browser, 1366);
    await logInAdminViaApi(admin.context);
    const headers = { "X-Requested-With": "e2e" };
    // The learner's page joins the live room shortly after it paints: delete once it has.
    await learner.page.waitForFunction(() => document.documentElement.dataset.app === "ready");
    await expect
      .poll(
        async () => {
          const removed = await admin.context.request.delete(`/api/admin/challenges/${id}`, { headers });
          if (removed.ok()) {
            const gone = await learner.page
              .getByTestId("text-challenge-not-found")
              .waitFor({ timeout: 3_000 })
              .then(() => true)
              .catch(() => false);
            if (gone) return true;
          }
          await admin.context.request.post(`/api/admin/challenges/${id}/restore`, { headers });
          return false;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);

    const restored = await admin.context.request.post(`/api/admin/challenges/${id}/restore`, { headers });
    expect(restored.ok()).toBe(true);
    await learner.page.getByTestId("challenge-workspace").waitFor({ timeout: 10_000 });
    await learner.context.close();
    await admin.context.close();
  }, 90_000);
});
