import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi } from "./browser";
import { chooseLanguage, openTwoSum, RIGHT_PYTHON, setEditorCode } from "./challenge-page";

/** The Submissions tab: the learner's own submissions of a challenge, each with its code. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WRONG_JS = `/**
 * @param {number[]} nums
 * @param {number} target
 * @return {number[]}
 */
var twoSum = function(nums, target) {
    return [0, 0]; // a first try
};
`;
describe("submissions tab", () => {
  it("lists the learner's submissions newest first and opens an earlier one's code in the editor", async () => {
    const { context, page } = await newPage(browser, 1366);
    await signUpViaApi(context);
    const catalog = (await (await context.request.get("/api/challenges")).json()) as Array<{
      id: string;
      slug: string;
    }>;
    const id = catalog.find((c) => c.slug === "two-sum")?.id ?? "";

    await page.goto(`/challenges/${id}`);
    await page.getByTestId("tab-submissions").click();
    await page.getByTestId("text-no-submissions").waitFor();

    for (const [language, code] of [
      ["JavaScript", WRONG_JS],
      ["Python", RIGHT_PYTHON],
    ]) {
      const response = await context.request.post(`/api/challenges/${id}/submit`, { data: { language, code } });
      expect(response.status()).toBe(200);
    }
    await page.reload();
    await page.getByTestId("tab-submissions").click();
    const verdicts = page.getByTestId("text-submission-verdict");
    await expect.poll(() => verdicts.allTextContents()).toEqual(["Accepted", "Wrong Answer"]);

    // Open the earlier, wrong one: its code, then into the editor in its language.
    await page.locator("[data-testid^='row-submission-']").nth(1).getByRole("button").first().click();
    expect(await page.getByTestId("text-submission-code").textContent()).toBe(WRONG_JS);
    await page.getByRole("button", { name: "Open in editor" }).click();
    await expect.poll(() => page.getByTestId("select-language").textContent()).toContain("JavaScript");
    await page.locator("[data-testid='code-editor'] .monaco-editor").waitFor();
    await expect
      // Monaco renders spaces as no-break spaces.
      .poll(async () =>
        (await page.locator("[data-testid='code-editor'] .view-lines").textContent())?.replace(/\u00a0/g, " "),
      )
      .toContain("return [0, 0]; // a first try");
    await context.close();
  }, 120_000);
});

describe("language per challenge", () => {
  it("opens a challenge in the language last used on it, whatever was picked on another one since", async () => {
    const { context, page } = await newPage(browser, 1366);
    await signUpViaApi(context);
    const catalog = (await (await context.request.get("/api/challenges")).json()) as Array<{
      id: string;
      slug: string;
      supportedLanguages: string[];
    }>;
    const twoSum = catalog.find((c) => c.slug === "two-sum");
    const other = catalog.find((c) => c.slug !== "two-sum" && c.supportedLanguages.includes("Java"));
    if (!twoSum || !other) throw new Error("the catalog lacks the challenges this test needs");
    const language = () => page.getByTestId("select-language").textContent();

    await page.goto(`/challenges/${twoSum.id}`);
    await page.getByTestId("select-language").click();
    await page.getByTestId("select-language-option-C++").click();
    await expect.poll(language).toContain("C++");

    await page.goto(`/challenges/${other.id}`);
    await page.getByTestId("select-language").click();
    await page.getByTestId("select-language-option-Java").click();
    await expect.poll(language).toContain("Java");

    await page.goto(`/challenges/${twoSum.id}`);
    await expect.poll(language).toContain("C++");
    await context.close();
  }, 120_000);
});

describe("drafts on the server", () => {
  it("opens the code typed in one browser, in its language, in another browser of the same learner", async () => {
    const first = await newPage(browser, 1366);
    const username = await signUpViaApi(first.context);
    const catalog = (await (await first.context.request.get("/api/challenges")).json()) as Array<{
      id: string;
      slug: string;
    }>;
    const id = catalog.find((c) => c.slug === "two-sum")?.id ?? "";

    await first.page.goto(`/challenges/${id}`);
    await chooseLanguage(first.page, "Python");
    await setEditorCode(first.page, RIGHT_PYTHON);
    // Saved once the learner pauses typing (for a second: longer than the poll's default wait).
    await expect
      .poll(
        async () => {
          const drafts = (await (await first.context.request.get(`/api/challenges/${id}/drafts`)).json()) as {
            drafts: Record<string, { code: string }>;
          };
          return drafts.drafts.Python?.code;
        },
        { timeout: 10_000 },
      )
      .toBe(RIGHT_PYTHON);

    const second = await newPage(browser, 1366);
    const login = await second.context.request.post("/api/auth/login", {
      data: { username, password: "secret123" },
    });
    expect(login.status()).toBe(200);
    await second.page.goto(`/challenges/${id}`);
    await expect.poll(() => second.page.getByTestId("select-language").textContent()).toContain("Python");
    await second.page.locator("[data-testid='code-editor'] .monaco-editor").waitFor();
    await expect
      .poll(async () =>
        (await second.page.locator("[data-testid='code-editor'] .view-lines").textContent())?.replace(/\u00a0/g, " "),
      )
      .toContain("return [seen[target - x], i]");
    await first.context.close();
    await second.context.close();
  }, 120_000);

  it("opens each language's draft in another browser, not only the last language used", async () => {
    const first = await newPage(browser, 1366);
    const username = await signUpViaApi(first.context);
    const id = await openTwoSum(first.page);
    const savedCode = async (language: string) => {
      const answer = (await (await first.context.request.get(`/api/challenges/${id}/drafts`)).json()) as {
        drafts: Record<string, { code: string }>;
      };
      return answer.drafts[language]?.code;
    };
    await chooseLanguage(first.page, "Python");
    await setEditorCode(first.page, RIGHT_PYTHON);
    await expect.poll(() => savedCode("Python"), { timeout: 10_000 }).toBe(RIGHT_PYTHON);
    const javaScript = "var twoSum = function(nums, target) {\n  return [0, 1]; // my JavaScript draft\n};\n";
    await chooseLanguage(first.page, "JavaScript");
    await setEditorCode(first.page, javaScript);
    await expect.poll(() => savedCode("JavaScript"), { timeout: 10_000 }).toBe(javaScript);

    const second = await newPage(browser, 1366);
    const login = await second.context.request.post("/api/auth/login", { data: { username, password: "secret123" } });
    expect(login.status()).toBe(200);
    await second.page.goto(`/challenges/${id}`);
    // A fresh browser loads the page, Monaco and the drafts: on a loaded machine that takes seconds.
    const slow = { timeout: 15_000 };
    await expect.poll(() => second.page.getByTestId("select-language").textContent(), slow).toContain("JavaScript");
    const editorText = async () =>
      (await second.page.locator("[data-testid='code-editor'] .view-lines").textContent())?.replace(/\u00a0/g, " ");
    await expect.poll(editorText, slow).toContain("my JavaScript draft");
    await chooseLanguage(second.page, "Python");
    await expect.poll(editorText, slow).toContain("return [seen[target - x], i]");
    await first.context.close();
    await second.context.close();
  }, 120_000);

  it("shows a tab what another tab of the same browser saved, so the stale tab cannot overwrite it", async () => {
    const { context, page: stale } = await newPage(browser, 1366);
    await signUpViaApi(context);
    const id = await openTwoSum(stale);
    await chooseLanguage(stale, "Python");
    const fresh = await context.newPage();
    await fresh.goto(`/challenges/${id}`);
    await fresh.locator("[data-testid='code-editor'] .monaco-editor").waitFor();
    await expect.poll(() => fresh.getByTestId("select-language").textContent()).toContain("Python");
    await setEditorCode(fresh, RIGHT_PYTHON);

    const staleText = async () =>
      (await stale.locator("[data-testid='code-editor'] .view-lines").textContent())?.replace(/\u00a0/g, " ");
    await expect.poll(staleText, { timeout: 10_000 }).toContain("return [seen[target - x], i]");
    // A keystroke in the stale tab now edits the newer code instead of replacing it with the starter.
    await stale.locator("[data-testid='code-editor'] .view-lines").click();
    await stale.keyboard.press("ControlOrMeta+End");
    await stale.keyboard.type("# kept");
    const stored = () =>
      stale.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith("cp:code:") && key.endsWith(":Python"))
          .map((key) => localStorage.getItem(key) ?? ""),
      );
    await expect.poll(stored).toEqual([expect.stringContaining("return [seen[target - x], i]")]);
    expect((await stored())[0]).toContain("# kept");
    await context.close();
  }, 120_000);
});
