import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Page, Request, WebSocket } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardId, closeToast, expectToast, pick, SUM_JAVASCRIPT, SUM_PYTHON } from "./admin-page";
import { launchBrowser, logInAdminViaApi, newPage, signUpViaApi, uniqueUsername } from "./browser";
import { chooseLanguage, setEditorCode } from "./challenge-page";

/**
 * Resolves when the page sends its request to join the "content" room, over the socket's
 * WebSocket or over its first HTTP long-polling requests (whichever carries it); rejects after
 * `timeoutMs`. The server handles the join when it receives it.
 */
function contentRoomJoined(page: Page, timeoutMs = 15_000): Promise<void> {
  const isJoin = (text: string) => /"subscribe",\s*\{\s*"room"\s*:\s*"content"/.test(text);
  return new Promise<void>((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      page.off("websocket", onSocket);
      page.off("requestfinished", onRequest);
    };
    const done = () => {
      stop();
      resolve();
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the page did not join the content room within ${timeoutMs} ms`));
    }, timeoutMs);
    const onSocket = (socket: WebSocket) => {
      socket.on("framesent", ({ payload }) => {
        if (typeof payload === "string" && isJoin(payload)) done();
      });
    };
    const onRequest = (request: Request) => {
      if (request.url().includes("/socket.io/") && isJoin(request.postData() ?? "")) done();
    };
    page.on("websocket", onSocket);
    page.on("requestfinished", onRequest);
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("admin authoring of a challenge", () => {
  it("validates before saving, then a student sees, solves in two languages, is ranked, sees renamed and loses the challenge", {
    timeout: 240_000,
  }, async () => {
    const admin = await newPage(browser, 1366);
    await logInAdminViaApi(admin.context);
    const page = admin.page;
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/admin/challenges") posts.push(r.url());
    });
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await page.getByRole("tab", { name: "Challenges" }).waitFor();
    await page.getByTestId("button-add-challenge").click();
    const dialog = page.getByTestId("dialog-challenge");
    await dialog.getByRole("heading", { name: "Add Challenge" }).waitFor();

    const title = `Sum All ${uniqueUsername("c")}`;
    await page.getByTestId("input-title").fill(title);
    await page.getByTestId("textarea-description").fill("Return the **sum** of `nums`.");
    await page.getByTestId("button-preview-textarea-description").click();
    await expect
      .poll(() => page.getByTestId("preview-textarea-description").innerHTML())
      .toContain("<strong>sum</strong>");
    await page.getByTestId("button-preview-textarea-description").click();
    await pick(page, "select-topic", "Arrays & Hash Tables");

    // No non-empty test case: refused in the browser, the server is not asked.
    expect(await page.getByTestId("button-remove-test-0").isDisabled()).toBe(true);
    await page.getByTestId("button-save").click();
    await expectToast(page, "Validation Error", "Please add at least one test case");
    expect(posts).toEqual([]);
    await closeToast(page);

    // The signature, and the starter code generated from it.
    await page.getByTestId("input-signature-name").fill("sumAll");
    await page.getByTestId("input-param-name-0").fill("nums");
    await page.getByTestId("button-generate-starter").click();
    await expect
      .poll(() => page.getByTestId("textarea-starter-python").inputValue(), { timeout: 15_000 })
      .toContain("sumAll");
    await page.getByTestId("tab-starter-javascript").click();
    await expect.poll(() => page.getByTestId("textarea-starter-javascript").inputValue()).toContain("sumAll");

    // Three tests, the last one with a wrong expected value, and a blank one that is dropped.
    const cases = [
      ['{"nums": [1, 2, 3]}', "6"],
      ['{"nums": [5]}', "5"],
      ['{"nums": [10, -2]}', "9"],
    ];
    for (const [index, [input, expected]] of cases.entries()) {
      if (index > 0) await page.getByTestId("button-add-test").click();
      await page.getByTestId(`textarea-test-input-${index}`).fill(input as string);
      await page.getByTestId(`textarea-test-expected-${index}`).fill(expected as string);
    }
    await page.getByTestId("button-add-test").click();
    expect(await page.getByTestId("text-test-case-count").textContent()).toBe("4 test cases (3 non-empty)");
    expect(await page.getByTestId("button-toggle-sample-2").textContent()).toBe("Hidden");

    await page.getByTestId("textarea-solution-python").fill(SUM_PYTHON);
    await page.getByTestId("tab-solution-javascript").click();
    await page.getByTestId("textarea-solution-javascript").fill(SUM_JAVASCRIPT);

    // Validate: per-test progress streams in over the socket, then the wrong expected value is
    // reported with the input, expected and actual values.
    await page.evaluate(() => {
      const flag = window as unknown as { sawLiveProgress: boolean };
      flag.sawLiveProgress = false;
      new MutationObserver(() => {
        if (document.querySelector("[data-testid^='live-solution-']")) flag.sawLiveProgress = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.getByTestId("button-validate").click();
    await expect
      .poll(() => page.getByTestId("text-validation-result").textContent(), { timeout: 60_000 })
      .toBe("Validation failed");
    expect(await page.evaluate(() => (window as unknown as { sawLiveProgress: boolean }).sawLiveProgress)).toBe(true);
    const failure = page.getByTestId("run-solution-python").getByTestId("failure-2");
    expect(await failure.getByTestId("text-failure-input").textContent()).toBe("nums = [10,-2]");
    expect(await failure.getByTestId("text-failure-expected").textContent()).toBe("9");
    expect(await failure.getByTestId("text-failure-actual").textContent()).toBe("8");

    // Save is refused with the same report.
    await page.getByTestId("button-save").click();
    await page.getByTestId("text-form-error").waitFor({ timeout: 60_000 });
    expect(await page.getByTestId("text-validation-result").textContent()).toBe("Validation failed");
    expect(await dialog.isVisible()).toBe(true);

    // Fixed: saved, the toast, and the card in the list.
    await page.getByTestId("textarea-test-expected-2").fill("8");
    await page.getByTestId("button-save").click();
    await expectToast(page, "Challenge created successfully");
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    const id = await cardId(page, "challenge", title);

    // A student finds it in the list and solves it.
    const student = await newPage(browser);
    await signUpViaApi(student.context);
    const learner = student.page;
    await learner.goto("/challenges");
    await learner.getByTestId("input-search-challenges").fill(title);
    await learner.getByTestId(`card-challenge-${id}`).click();
    await learner.locator("[data-testid='code-editor'] .monaco-editor").waitFor({ timeout: 30_000 });
    expect(await learner.getByTestId("text-challenge-title").textContent()).toBe(title);
    // Run, then submit, in one language and then in a second one.
    for (const [language, code] of [
      ["Python", SUM_PYTHON],
      ["JavaScript", SUM_JAVASCRIPT],
    ] as const) {
      await chooseLanguage(learner, language);
      await setEditorCode(learner, code);
      await learner.getByTestId("button-run-code").click();
      await expect
        .poll(() => learner.getByTestId("text-run-banner").textContent(), { timeout: 60_000 })
        .toContain("All test cases passed!");
      await learner.getByTestId("button-submit").click();
      await learner.getByTestId("panel-submission-success").waitFor({ timeout: 60_000 });
    }

    // The solve counts on the leaderboard: the student, who had no points, is ranked.
    await learner.goto("/leaderboard");
    const rank = learner.getByTestId("your-rank");
    await rank.waitFor({ timeout: 15_000 });
    expect(await rank.textContent()).toMatch(/^Your rank#\d+/);

    // The student watches the list while the admin renames the challenge: the new title arrives live.
    // (The list comes in pages: the search keeps this challenge, under either title, on the first.)
    // A freshly loaded list joins the live room once the page is idle (2.5 s, then an idle moment
    // of at most 2 s): the rename starts once the page has sent that join.
    const joined = contentRoomJoined(learner);
    await learner.goto("/challenges");
    await learner.getByTestId("input-search-challenges").fill(title);
    await learner.getByTestId(`card-challenge-${id}`).waitFor();
    await joined;
    await page.getByTestId(`button-edit-${id}`).click();
    await dialog.getByRole("heading", { name: "Edit Challenge" }).waitFor();
    await expect.poll(() => page.getByTestId("input-title").inputValue(), { timeout: 15_000 }).toBe(title);
    expect(await page.getByTestId("text-test-case-count").textContent()).toBe("3 test cases (3 non-empty)");
    const renamed = `${title} Renamed`;
    await page.getByTestId("input-title").fill(renamed);
    await page.getByTestId("button-save").click();
    await expectToast(page, "Challenge updated successfully");
    await expect.poll(() => page.getByTestId(`text-title-${id}`).textContent(), { timeout: 15_000 }).toBe(renamed);
    await expect
      .poll(() => learner.getByTestId(`card-challenge-${id}`).getByTestId("text-challenge-title").textContent(), {
        timeout: 15_000,
      })
      .toBe(renamed);

    // Delete at once, Undo brings it back; deleted again, the student meets the not-found page.
    await page.getByTestId(`button-delete-${id}`).click();
    await expectToast(page, "Challenge deleted successfully");
    await expect.poll(() => page.getByTestId(`card-challenge-${id}`).count(), { timeout: 15_000 }).toBe(0);
    await page.getByTestId("button-undo-delete").click();
    await expectToast(page, "Challenge restored");
    await page.getByTestId(`card-challenge-${id}`).waitFor({ timeout: 15_000 });
    await page.getByTestId(`button-delete-${id}`).click();
    await expectToast(page, "Challenge deleted successfully");
    await expect.poll(() => learner.getByTestId(`card-challenge-${id}`).count(), { timeout: 15_000 }).toBe(0);
    await learner.goto(`/challenges/${id}`);
    await learner.getByTestId("text-challenge-not-found").waitFor({ timeout: 15_000 });

    // The audit log lists the changes, newest first, in words: the rename as before → after.
    await page.getByTestId("tab-audit").click();
    const log = page.getByTestId("list-audit");
    await log.waitFor({ timeout: 15_000 });
    expect(await log.textContent()).toContain(renamed);
    const rename = log.locator("li[data-testid^='audit-']", { hasText: "Updated" }).first();
    expect(await rename.getByTestId("list-audit-changes").textContent()).toContain(`Title${title} → ${renamed}`);
    expect(await log.textContent()).not.toContain('"title":');
    // The deletion's entry restores the challenge: the learner's page has it again.
    const deletion = log.locator("li[data-testid^='audit-']", { hasText: "Deleted" }).first();
    await deletion.getByRole("button", { name: "Restore" }).click();
    await expectToast(page, "Challenge restored");
    await learner.goto(`/challenges/${id}`);
    await learner.getByTestId("challenge-workspace").waitFor({ timeout: 15_000 });

    await student.context.close();
    await admin.context.close();
  });
});

describe("challenge archives in the admin's list", () => {
  it("exports a challenge as a file, and imports a copy: new, then refused as taken, then replaced", {
    timeout: 180_000,
  }, async () => {
    const admin = await newPage(browser, 1366);
    await logInAdminViaApi(admin.context);
    const page = admin.page;
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Challenges" }).waitFor();
    await page.getByTestId("input-search-challenges").fill("Two Sum");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Two Sum", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("two-sum.challenge.json");
    const archive = JSON.parse(await readFile(await download.path(), "utf8"));
    expect(archive).toMatchObject({ format: "codepractice.challenge/1", slug: "two-sum" });
    expect(archive.generated.length).toBeGreaterThanOrEqual(3);

    // A copy under its own slug and title, as an author would edit the file.
    const tag = uniqueUsername("t").replace(/[^a-z0-9]/g, "");
    const title = `Two Sum ${tag}`;
    const copy = path.join(await mkdtemp(path.join(os.tmpdir(), "cp-archive-")), `${tag}.challenge.json`);
    await writeFile(
      copy,
      JSON.stringify({
        ...archive,
        slug: `two-sum-${tag}`,
        challenge: { ...archive.challenge, title },
        // Two references and no naive solution: the sandbox proves the copy in seconds.
        solutions: { python: archive.solutions.python, cpp: archive.solutions.cpp },
        naive: {},
      }),
    );
    // The import's toast comes once the sandbox has proven the archive: a title, then its description.
    const importToast = async (title: string, description: string) => {
      await page.getByTestId("toast-title").first().waitFor({ timeout: 90_000 });
      expect([
        await page.getByTestId("toast-title").first().textContent(),
        await page.getByTestId("toast-description").first().textContent(),
      ]).toEqual([title, description]);
    };
    const files = page.getByTestId("input-import-files");
    await files.setInputFiles(copy);
    await importToast("Imported 1 challenge", `${title} (new)`);
    await closeToast(page);
    await page.getByTestId("input-search-challenges").fill(tag);
    await cardId(page, "challenge", title);

    await files.setInputFiles(copy);
    await importToast(
      "Import failed",
      `two-sum-${tag}: a challenge with this slug exists; import with Replace to update it`,
    );
    await closeToast(page);
    await page.getByTestId("checkbox-import-replace").check();
    await files.setInputFiles(copy);
    await importToast("Imported 1 challenge", `${title} (replaced)`);
    await admin.context.close();
  });
});
