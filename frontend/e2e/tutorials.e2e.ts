import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, logInViaForm, newPage, signUpViaApi, uniqueUsername } from "./browser";
import { goToStep, loadContent, openStep, POLL, pasteCode, runCode, type TContentTutorial } from "./tutorial-page";

const content = loadContent();
const first = (course: string) => content.find((t) => t.course === course && t.order === 1) as TContentTutorial;
const COURSE_NAMES = [
  "React",
  "JavaScript",
  "Java",
  "Node.js",
  "HTML",
  "CSS",
  "TypeScript",
  "Tailwind",
  "Python",
  "C#",
];
/** Four tutorials end to end, some through the sandbox: more than the default minute on a shared machine. */
const LONG = 600_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const progressText = (page: Page) => page.getByTestId("text-tutorial-progress").textContent();

/** Passes every step of a tutorial with its reference solution, checking the progress as it goes. */
async function completeTutorial(page: Page, tutorial: TContentTutorial) {
  await openStep(page, tutorial.slug, 1);
  const total = tutorial.steps.length;
  for (const [i, step] of tutorial.steps.entries()) {
    if (i > 0) await goToStep(page, i + 1);
    expect(await page.getByTestId("text-step-counter").textContent()).toBe(`${i + 1} of ${total}`);
    await pasteCode(page, step.solution);
    const result = await runCode(page);
    expect(result.passed, `${tutorial.slug} step ${i + 1}: ${result.output}`).toBe(true);
    await page
      .getByTestId("text-tutorial-progress")
      .filter({ hasText: `${i + 1} / ${total} completed` })
      .waitFor(POLL);
    expect(await page.getByTestId(`button-step-${i + 1}`).getAttribute("data-passed")).toBe("true");
  }
  // Next after the passed last step offers the next tutorial of the course.
  const next = content.find((t) => t.course === tutorial.course && t.order === tutorial.order + 1);
  if (next) expect(await page.getByTestId("link-next-tutorial").getAttribute("href")).toBe(`/tutorials/${next.slug}`);
}

describe("tutorials", () => {
  it(
    "a visitor opens every course, its list, a tutorial, and comes back; unknown ids say so",
    async () => {
      const { page, context } = await newPage(browser);
      await page.goto("/tutorials");
      await page.getByTestId("card-course-react").waitFor(POLL);
      const names = await page.locator("[data-testid^='card-course-'] .font-semibold").allTextContents();
      expect(names).toEqual(COURSE_NAMES);
      for (const course of [...new Set(content.map((t) => t.course))]) {
        const mine = content.filter((t) => t.course === course).sort((a, b) => a.order - b.order);
        await page.getByTestId(`card-course-${course}`).click();
        await page.waitForURL(new RegExp(`/tutorials\\?course=${course}$`));
        await page.locator("[data-testid^='card-tutorial-']").first().waitFor(POLL);
        const titles = await page.locator("[data-testid^='card-tutorial-'] h2").allTextContents();
        expect(titles).toEqual(mine.map((t) => t.title));
        await page.getByTestId("button-back-courses").click();
        await page.getByTestId("card-course-react").waitFor(POLL);
      }
      // The chosen course is in the URL: a shared link opens it, Back returns to the picker.
      await page.goto("/tutorials?course=csharp");
      await page.getByTestId(`card-tutorial-${first("csharp").slug}`).click();
      await page.getByTestId("text-step-title").filter({ hasText: "Step 1:" }).waitFor(POLL);
      expect(await page.getByTestId("button-previous").isDisabled()).toBe(true);
      await page.goBack();
      await page.getByTestId(`card-tutorial-${first("csharp").slug}`).waitFor(POLL);
      await page.goto("/tutorials/no-such-tutorial");
      await page.getByText("Tutorial not found").waitFor(POLL);
      await context.close();
    },
    LONG,
  );

  it(
    "a learner sees wrong code rejected, completes Python, TypeScript, HTML and React tutorials, and finds them on another browser",
    async () => {
      const { page, context } = await newPage(browser, 1440);
      const username = uniqueUsername("tutor");
      await signUpViaApi(context, username);

      // Wrong code: the starting code of Python's first step prints only its first line.
      const python = first("python");
      await openStep(page, python.slug, 1);
      const wrong = await runCode(page);
      expect(wrong.passed).toBe(false);
      expect(wrong.output).toContain("Hello, World!");
      expect(await progressText(page)).toBe(`0 / ${python.steps.length} completed`);
      // A program that throws shows its message; one that prints nothing says so.
      await pasteCode(page, 'print("before")\nraise ValueError("no kettle")\n');
      expect((await runCode(page)).output).toContain("Error: ValueError: no kettle");
      await pasteCode(page, "x = 1\n");
      expect((await runCode(page)).output).toBe("No output");
      const ts = first("typescript");
      await openStep(page, ts.slug, 1);
      await pasteCode(page, 'const n: number = "one";\nconsole.log(n);\n');
      const typeError = await runCode(page);
      expect(typeError.passed).toBe(false);
      expect(typeError.output).toMatch(/Error: main\.ts\(1,7\): error TS2322/);

      for (const course of ["python", "typescript", "html", "react"]) await completeTutorial(page, first(course));

      // The course picker shows the completed share.
      await page.goto("/tutorials");
      const pythonSteps = content.filter((t) => t.course === "python").reduce((n, t) => n + t.steps.length, 0);
      const share = Math.round((python.steps.length / pythonSteps) * 100);
      expect(await page.getByTestId("text-course-progress-python").textContent()).toBe(`${share}% completed`);

      // Another browser: log in and find the progress kept on the server.
      const other = await newPage(browser, 390);
      await logInViaForm(other.page, username, "secret123");
      await other.page.waitForURL(/\/student-progress$/);
      for (const course of ["python", "typescript", "html", "react"]) {
        const tutorial = first(course);
        await other.page.goto(`/tutorials/${tutorial.slug}`);
        await other.page
          .getByTestId("text-tutorial-progress")
          .filter({ hasText: `${tutorial.steps.length} / ${tutorial.steps.length} completed` })
          .waitFor(POLL);
      }
      await other.context.close();
      await context.close();
    },
    LONG,
  );
});
