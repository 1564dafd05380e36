import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardId, closeToast, expectToast, pick, SUM_PYTHON } from "./admin-page";
import { launchBrowser, logInAdminViaApi, newPage, uniqueUsername } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Expects the control `controlId` marked as the reason a save was refused: aria-invalid, the
 * message beside it (naming it through aria-describedby), in view in the dialog and focused.
 */
async function expectMarked(page: Page, controlId: string, message: string): Promise<void> {
  const control = page.locator(`#${controlId}`);
  await expect.poll(() => control.getAttribute("aria-invalid"), { timeout: 15_000 }).toBe("true");
  const error = page.getByTestId(`error-${controlId}`);
  expect(await error.textContent()).toBe(message);
  expect(await error.isVisible()).toBe(true);
  expect(await control.getAttribute("aria-describedby")).toBe(`${controlId}-error`);
  await expect
    .poll(() =>
      control.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && document.activeElement === el;
      }),
    )
    .toBe(true);
}

const WRONG_JAVASCRIPT = `var sumAll = function(nums) {
    return 0;
};
`;

describe("a refused admin save says why and where", () => {
  it("names the challenge's failing test case or language, marks it and scrolls to it", {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await newPage(browser, 1366);
    await logInAdminViaApi(context);
    await page.goto("/admin");
    await page.getByTestId("button-add-challenge").click();
    await page.getByTestId("dialog-challenge").getByRole("heading", { name: "Add Challenge" }).waitFor();
    await page.getByTestId("input-title").fill(`Sum Refused ${uniqueUsername("c")}`);
    await page.getByTestId("textarea-description").fill("Return the sum of `nums`.");
    await pick(page, "select-topic", "Arrays & Hash Tables");
    await page.getByTestId("input-signature-name").fill("sumAll");
    await page.getByTestId("input-param-name-0").fill("nums");
    await page.getByTestId("button-generate-starter").click();
    await expect
      .poll(() => page.getByTestId("textarea-starter-python").inputValue(), { timeout: 15_000 })
      .toContain("sumAll");
    await page.getByTestId("textarea-test-input-0").fill('{"nums": [1, 2, 3]}');
    await page.getByTestId("textarea-test-expected-0").fill("6");
    await page.getByTestId("button-add-test").click();
    await page.getByTestId("textarea-test-input-1").fill('{"nums": [5], "x": 1}');
    await page.getByTestId("textarea-test-expected-1").fill("5");
    await page.getByTestId("textarea-solution-python").fill(SUM_PYTHON);
    await page.getByTestId("tab-solution-javascript").click();
    await page.getByTestId("textarea-solution-javascript").fill(WRONG_JAVASCRIPT);
    await page.getByTestId("textarea-description").focus();

    // An unknown parameter: the server's 400 names the case as the form numbers it.
    const unknown = 'Test case 2: unknown parameter "x" (the parameters are nums)';
    await page.getByTestId("button-save").click();
    await expectToast(page, "Challenge not saved", unknown);
    await expectMarked(page, "textarea-test-input-1", unknown);
    await closeToast(page);

    // Invalid JSON: refused before the server is asked, in the same way.
    await page.getByTestId("textarea-test-input-1").fill('{"nums": [5');
    await page.getByTestId("textarea-description").focus();
    await page.getByTestId("button-save").click();
    await expectToast(page, "Challenge not saved", "Test case 2: the input is not valid JSON");
    await expectMarked(page, "textarea-test-input-1", "Test case 2: the input is not valid JSON");
    await closeToast(page);

    // A wrong reference solution: its language's tab opens, marked as failing, with the case.
    await page.getByTestId("textarea-test-input-1").fill('{"nums": [5]}');
    await page.getByTestId("tab-solution-python").click();
    await page.getByTestId("textarea-description").focus();
    await page.getByTestId("button-save").click();
    await expectToast(
      page,
      "Challenge not saved",
      "The JavaScript reference solution fails test case 1: expected 6, got 0.",
    );
    await expectMarked(page, "textarea-solution-javascript", "Test case 1: expected 6, got 0");
    const tab = page.getByTestId("tab-solution-javascript");
    expect(await tab.getAttribute("data-failing")).toBe("true");
    expect(await tab.getAttribute("aria-selected")).toBe("true");
    expect(await tab.getByRole("img", { name: "(failing)" }).count()).toBe(1);
    expect(await page.getByTestId("tab-solution-python").getAttribute("data-failing")).toBeNull();
    expect(await page.getByTestId("text-test-case-count").textContent()).toBe("2 test cases (2 non-empty)");
    await context.close();
  });

  it("shows a tutorial step's expected output against what its solution printed", { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, 1366);
    await logInAdminViaApi(context);
    await page.goto("/admin?tab=tutorials");
    await page.getByTestId("button-add-tutorial").click();
    await page.getByTestId("dialog-tutorial").getByRole("heading", { name: "Add Tutorial" }).waitFor();
    await page.getByTestId("input-title").fill(`Printing ${uniqueUsername("t")}`);
    await page.getByTestId("textarea-description").fill("Your first output.");
    await pick(page, "select-course", "python");
    await page.getByTestId("input-step-0-title").fill("Say hello");
    await page.getByTestId("textarea-step-0-code").fill('print("")\n');
    await page.getByTestId("textarea-step-0-expectedOutput").fill("Hello");
    await page.getByTestId("textarea-step-0-solution").fill('print("Hi")\n');
    await page.getByTestId("input-title").focus();
    await page.getByTestId("button-save").click();
    const message = `Step 1 ('Say hello'): expected "Hello", but the solution printed "Hi"`;
    await expectToast(page, "Tutorial not saved", message);
    await expectMarked(page, "step-0-expectedOutput", message);
    await context.close();
  });
});

describe("the admin list and forms", () => {
  it("refuses a second challenge titled like another, on its title field", { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, 1366);
    await logInAdminViaApi(context);
    await page.goto("/admin");
    await page.getByTestId("button-add-challenge").click();
    await page.getByTestId("dialog-challenge").getByRole("heading", { name: "Add Challenge" }).waitFor();
    await page.getByTestId("input-title").fill("two SUM");
    await page.getByTestId("textarea-description").fill("Again.");
    await pick(page, "select-topic", "Arrays & Hash Tables");
    await page.getByTestId("input-signature-name").fill("sumAll");
    await page.getByTestId("input-param-name-0").fill("nums");
    await page.getByTestId("button-generate-starter").click();
    await expect
      .poll(() => page.getByTestId("textarea-starter-python").inputValue(), { timeout: 15_000 })
      .toContain("sumAll");
    await page.getByTestId("textarea-test-input-0").fill('{"nums": [1, 2, 3]}');
    await page.getByTestId("textarea-test-expected-0").fill("6");
    await page.getByTestId("textarea-solution-python").fill(SUM_PYTHON);
    await page.getByTestId("button-save").click();
    const message = "A challenge titled 'Two Sum' already exists";
    await expectToast(page, "Challenge not saved", message);
    await expectMarked(page, "input-title", message);
    await context.close();
  });

  it("finds cards by title, and shows descriptions as plain text, not Markdown", async () => {
    const { context, page } = await newPage(browser, 1366);
    await logInAdminViaApi(context);
    await page.goto("/admin");
    const id = await cardId(page, "challenge", "Two Sum");
    const total = Number.parseInt((await page.getByTestId("text-challenges-count").textContent()) ?? "", 10);
    expect(total).toBeGreaterThan(1);
    const summaries = await page.locator("[data-testid^='text-summary-']").allTextContents();
    expect(summaries.length).toBe(total);
    for (const summary of summaries) expect(summary).not.toMatch(/`|\*\*|^#|\]\(/);

    await page.getByTestId("input-search-challenges").fill("two sum");
    await expect.poll(() => page.getByTestId("text-challenges-count").textContent()).toBe(`1 of ${total} challenges`);
    expect(await page.locator("[data-testid^='card-challenge-']").count()).toBe(1);
    expect(await page.getByTestId(`card-challenge-${id}`).isVisible()).toBe(true);
    await page.getByTestId("input-search-challenges").fill("no such title");
    await page.getByText("No challenges match 'no such title'").waitFor();
    await page.getByTestId("input-search-challenges").fill("");
    await expect.poll(() => page.locator("[data-testid^='card-challenge-']").count()).toBe(total);

    // The tutorial form counts its steps in words.
    await page.getByTestId("tab-tutorials").click();
    await page.getByTestId("button-add-tutorial").click();
    expect(await page.getByTestId("text-step-count").textContent()).toBe("1 step");
    await page.getByTestId("button-add-step").click();
    expect(await page.getByTestId("text-step-count").textContent()).toBe("2 steps");
    await context.close();
  });
});

describe("admin quiz and tutorial forms", () => {
  it("asks before Escape drops what the admin typed, and closes an untouched form at once", async () => {
    const { context, page } = await newPage(browser, 1366);
    await logInAdminViaApi(context);
    await page.goto("/admin?tab=quizzes");
    await page.getByTestId("button-add-quiz").click();
    const dialog = page.getByTestId("dialog-quiz");
    await dialog.getByRole("heading", { name: "Add Quiz" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByTestId("button-add-quiz").click();
    await page.getByTestId("input-title").fill("Half-written quiz");
    const asked: string[] = [];
    page.once("dialog", (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await page.keyboard.press("Escape");
    await expect.poll(() => asked).toEqual(["Discard your changes to this quiz?"]);
    expect(await page.getByTestId("input-title").inputValue()).toBe("Half-written quiz");
    page.once("dialog", (question) => void question.accept());
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  it("creates a quiz through the question editor's checks, edits it and deletes it", { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, 1366);
    await logInAdminViaApi(context);
    await page.goto("/admin?tab=quizzes");
    await page.getByTestId("button-add-quiz").click();
    const dialog = page.getByTestId("dialog-quiz");
    await dialog.getByRole("heading", { name: "Add Quiz" }).waitFor();
    expect(await page.getByTestId("input-passing-score").inputValue()).toBe("70");

    const title = `Python Basics ${uniqueUsername("q")}`;
    await page.getByTestId("input-title").fill(title);
    await page.getByTestId("textarea-description").fill("Lists and loops.");
    await pick(page, "select-topic", "Fundamentals");
    await page.getByTestId("button-save").click();
    await expectToast(page, "Validation Error", "Please add at least one question");
    await closeToast(page);

    await page.getByTestId("button-add-question").click();
    await expectToast(page, "Validation Error", "Please enter a question");
    await closeToast(page);
    await page.getByTestId("textarea-question").fill("What does len([1, 2, 3]) return?");
    await page.getByTestId("input-option-0").fill("1");
    await page.getByTestId("button-add-question").click();
    await expectToast(page, "Validation Error", "Please fill all options");
    await closeToast(page);
    for (const [index, text] of ["1", "2", "3", "An error"].entries()) {
      await page.getByTestId(`input-option-${index}`).fill(text);
    }
    await page.getByTestId("radio-correct-2").check();
    await page.getByTestId("textarea-explanation").fill("len counts the items.");
    await page.getByTestId("button-add-question").click();
    await expectToast(page, "Question added successfully");
    expect(await page.getByTestId("textarea-question").inputValue()).toBe("");

    // A second question, removed again.
    await page.getByTestId("textarea-question").fill("Throwaway?");
    for (const index of [0, 1, 2, 3]) await page.getByTestId(`input-option-${index}`).fill(`Option ${index}`);
    await page.getByTestId("button-add-question").click();
    await expectToast(page, "Question added successfully");
    expect(await page.getByTestId("text-question-count").textContent()).toBe("2 question(s)");
    await page.getByTestId("button-remove-question-1").click();
    await expectToast(page, "Question removed");
    expect(await page.getByTestId("text-question-count").textContent()).toBe("1 question(s)");

    await page.getByTestId("button-save").click();
    await expectToast(page, "Quiz created successfully");
    const id = await cardId(page, "quiz", title);

    // Edit: the saved question comes back, with its correct answer.
    await page.getByTestId(`button-edit-${id}`).click();
    await dialog.getByRole("heading", { name: "Edit Quiz" }).waitFor();
    await expect.poll(() => page.getByTestId("input-title").inputValue(), { timeout: 15_000 }).toBe(title);
    await page.getByTestId("button-edit-question-0").click();
    expect(await page.getByTestId("radio-correct-2").isChecked()).toBe(true);
    await page.getByTestId("input-passing-score").fill("80");
    await page.getByTestId("input-title").fill(`${title} v2`);
    await page.getByTestId("button-save").click();
    await expectToast(page, "Quiz updated successfully");
    await expect
      .poll(() => page.getByTestId(`text-title-${id}`).textContent(), { timeout: 15_000 })
      .toBe(`${title} v2`);
    expect(await page.getByTestId(`card-quiz-${id}`).textContent()).toContain("pass at 80%");

    await page.getByTestId(`button-delete-${id}`).click();
    await expectToast(page, "Quiz deleted successfully");
    await expect.poll(() => page.getByTestId(`card-quiz-${id}`).count(), { timeout: 15_000 }).toBe(0);
    await context.close();
  });

  it("creates a tutorial with one Python step", { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, 1366);
    await logInAdminViaApi(context);
    await page.goto("/admin");
    await page.getByTestId("tab-tutorials").click();
    await page.getByTestId("button-add-tutorial").click();
    await page.getByTestId("dialog-tutorial").getByRole("heading", { name: "Add Tutorial" }).waitFor();

    const title = `Printing ${uniqueUsername("t")}`;
    await page.getByTestId("input-title").fill(title);
    await page.getByTestId("textarea-description").fill("Your first output.");
    await pick(page, "select-course", "python");
    await page.getByTestId("input-estimated-time").fill("5");
    await page.getByTestId("input-step-0-title").fill("Say hello");
    await page.getByTestId("textarea-step-0-content").fill("`print` writes a line.");
    await page.getByTestId("textarea-step-0-explanation").fill("Strings go in quotes.");
    await page.getByTestId("textarea-step-0-code").fill('print("")\n');
    await page.getByTestId("textarea-step-0-expectedOutput").fill("Hello");
    await page.getByTestId("textarea-step-0-solution").fill('print("Hello")\n');
    await page.getByTestId("button-save").click();
    await expectToast(page, "Tutorial created successfully");
    const id = await cardId(page, "tutorial", title);
    expect(await page.getByTestId(`card-tutorial-${id}`).textContent()).toContain("Python · 1 step");

    await page.getByTestId(`button-delete-${id}`).click();
    await expectToast(page, "Tutorial deleted successfully");
    await context.close();
  });
});
