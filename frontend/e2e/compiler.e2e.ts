import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, launchBrowser, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Compiling Java and C# on a loaded 2-core machine takes a while: liveness bounds, not speed. */
const SLOW = { timeout: 90_000 };
const LONG = 300_000;

/** A fresh browser whose compiler already holds `code` for a language (as if typed earlier). */
async function pageWithCode(width: number, saved: Record<string, string> = {}, theme: "dark" | "light" = "dark") {
  const opened = await newPage(browser, width);
  await opened.context.addInitScript(
    ([entries, value]) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("theme", value as string);
      for (const [slug, code] of Object.entries(entries as Record<string, string>))
        localStorage.setItem(`cp:compiler:code:${slug}`, code);
    },
    [saved, theme] as const,
  );
  return opened;
}

/** What Monaco shows now. */
async function editorText(page: Page): Promise<string> {
  const text = await page.locator(".monaco-editor .view-lines").textContent();
  return (text ?? "").replace(/\u00a0/g, " ");
}

/** Waits for the editor to show `text`: Monaco paints its lines a few frames after its box appears. */
async function editorShows(page: Page, text: string, message?: string) {
  await page.locator(".monaco-editor .view-lines").waitFor(SLOW);
  await expect.poll(() => editorText(page), { message, timeout: 10_000 }).toContain(text);
}

const output = (page: Page) => page.getByTestId("text-output");

async function run(page: Page) {
  await page.getByTestId("button-run").click();
  // 'Running' and 'Compiling and running...' show while the server works, then the output replaces them.
  await page.waitForFunction(
    () => {
      const text = document.querySelector('[data-testid="text-output"]')?.textContent ?? "";
      return text !== "" && text !== "Compiling and running..." && !text.startsWith("Output will appear");
    },
    undefined,
    SLOW,
  );
  return (await output(page).textContent()) ?? "";
}

describe("online compiler", () => {
  it(
    "runs Hello, World! in every language and previews HTML in a sandboxed frame",
    async () => {
      const { context, page } = await pageWithCode(1440);
      await page.goto("/compiler");
      await page.waitForURL(/\/compiler\/python$/);
      expect(await output(page).textContent()).toBe("Output will appear here after running your code...");
      await page.getByTestId("ad-slot").waitFor();
      for (const slug of ["c", "cpp", "csharp", "java", "javascript", "python"]) {
        await page.getByTestId(`language-${slug}`).click();
        await page.waitForURL(new RegExp(`/compiler/${slug}$`));
        // Monaco paints the new language's code a frame after the route changes.
        await editorShows(page, "Hello, World!", slug);
        expect(await run(page), slug).toBe("Hello, World!\n");
        expect(await page.getByTestId("text-run-time").textContent()).toMatch(/^\d+ ms$/);
        expect(await page.getByTestId("text-run-memory").textContent()).toMatch(/^\d+\.\d MB$/);
        expect(await page.getByTestId("toast-title").textContent()).toBe("Success!");
      }
      await page.getByTestId("language-html").click();
      const frame = page.getByTestId("html-preview");
      await frame.waitFor(SLOW);
      expect(await frame.getAttribute("sandbox")).toBe("allow-scripts");
      const heading = page.frameLocator('[data-testid="html-preview"]').getByRole("heading", { name: "Hello, World!" });
      await heading.waitFor(SLOW);
      // The page's own script ran inside the preview.
      await page
        .frameLocator('[data-testid="html-preview"]')
        .getByText("Edit the page and watch the preview.")
        .waitFor();
      await context.close();
    },
    LONG,
  );

  it(
    "sends stdin to the program, keeps code per language across reloads, and runs with Ctrl+Enter",
    async () => {
      const code = "name = input()\nnums = list(map(int, input().split()))\nprint(f'{name}: {sum(nums)}')\n";
      const { context, page } = await pageWithCode(1440, { python: code });
      await page.goto("/compiler/unknown-language");
      await page.waitForURL(/\/compiler\/python$/);
      await editorShows(page, "nums = list(map(int, input().split()))");
      await page.getByText("Input (stdin)").click();
      await page.getByTestId("input-stdin").fill("Ada\n3 4 5\n");
      await page.getByTestId("input-stdin").press("Control+Enter");
      await page.getByText("Ada: 12").waitFor(SLOW);
      await page.reload();
      await editorShows(page, "nums = list(map(int, input().split()))");
      expect(await page.getByTestId("input-stdin").inputValue()).toBe("Ada\n3 4 5\n");
      await context.close();
    },
    LONG,
  );

  it(
    "disables Run and Show Flow on blank code and shows a compiler error as the spec words it",
    async () => {
      const { context, page } = await pageWithCode(1440, { python: "   \n", c: "int main(void) { return x; }\n" });
      await page.goto("/compiler/python");
      await page.locator(".monaco-editor").waitFor(SLOW);
      expect(await page.getByTestId("button-run").isDisabled()).toBe(true);
      expect(await page.getByTestId("button-show-flow").isDisabled()).toBe(true);
      await page.goto("/compiler/c");
      expect(await run(page)).toMatch(
        /^Compilation Error: [\s\S]*main\.c:1:\d+: error: use of undeclared identifier 'x'/,
      );
      expect(await page.getByTestId("toast-title").textContent()).toBe("Execution Failed");
      expect(await page.getByTestId("toast-description").textContent()).toBe("Compilation Error");
      await context.close();
    },
    LONG,
  );

  it(
    "offers Show Flow only for Python and JavaScript, and says why it is off for the others",
    async () => {
      const { context, page } = await pageWithCode(1366);
      await page.goto("/compiler/python");
      const button = page.getByTestId("button-show-flow");
      for (const slug of ["c", "cpp", "csharp", "java", "html", "javascript", "python"]) {
        await page.getByTestId(`language-${slug}`).click();
        await page.waitForURL((url) => url.pathname === `/compiler/${slug}`);
        const traced = slug === "python" || slug === "javascript";
        await expect.poll(() => button.isDisabled(), { message: slug, timeout: 30_000 }).toBe(!traced);
        if (traced) continue;
        expect(await button.getAttribute("title")).toBe("Show Flow traces Python and JavaScript");
        // A screen reader hears the reason with the button.
        const description = await button.evaluate((el) =>
          (el.getAttribute("aria-describedby") ?? "")
            .split(" ")
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" "),
        );
        expect(description).toContain("Show Flow traces Python and JavaScript");
      }
      await context.close();
    },
    LONG,
  );

  it(
    "on a phone starts the code at the top, shows the chosen language in the row and scrolls to the output after Run",
    async () => {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto("/compiler/python");
      await page.waitForSelector('html[data-app="ready"]', { state: "attached" });

      // Python sits past the row's right edge at 390 px: the row is scrolled to show it.
      const chip = page.getByTestId("language-python");
      await chip.waitFor();
      const inRow = () =>
        chip.evaluate((el) => {
          const row = el.closest("ul")?.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          return !!row && box.left >= row.left - 1 && box.right <= row.right + 1;
        });
      await expect.poll(inRow, { timeout: 10_000 }).toBe(true);

      // The code preview starts at the top of its pane, like an editor.
      const placeholder = page.getByTestId("code-placeholder");
      await placeholder.getByText("Tap to edit").waitFor();
      const gap = await placeholder.evaluate(
        (el) => (el.querySelector("pre")?.getBoundingClientRect().top ?? 9999) - el.getBoundingClientRect().top,
      );
      expect(gap).toBeLessThan(24);

      // After Run the output is on screen, above the toast.
      await page.getByTestId("button-run").click();
      await expect.poll(() => output(page).textContent(), SLOW).toBe("Hello, World!\n");
      await page.getByTestId("toast-title").waitFor();
      const visible = () =>
        output(page).evaluate((el) => {
          const box = el.getBoundingClientRect();
          const x = box.left + 12;
          const y = box.top + 12;
          if (y < 0 || y > window.innerHeight) return false;
          const hit = document.elementFromPoint(x, y);
          return !!hit && el.contains(hit);
        });
      await expect.poll(visible, { timeout: 10_000 }).toBe(true);
      await context.close();
    },
    LONG,
  );

  it(
    "shares a link that opens the same code and language in a fresh browser",
    async () => {
      const code = `// shared ${Date.now()}\nconsole.log([1, 2, 3].map((n) => n * 10).join(","));\n`;
      const author = await pageWithCode(1440, { javascript: code });
      await author.context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await author.page.goto("/compiler/javascript");
      await editorShows(author.page, "shared");
      await author.page.getByTestId("button-share").click();
      await author.page.getByText("Link Copied!").waitFor();
      const link = await author.page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/compiler\/javascript#code=/);

      const reader: { context: BrowserContext; page: Page } = await newPage(browser, 390);
      await reader.page.goto(link);
      await reader.page.waitForURL(/\/compiler\/javascript$/);
      await editorShows(reader.page, code.split("\n")[0] as string);
      expect(await reader.page.getByTestId("language-javascript").getAttribute("aria-current")).toBe("page");
      expect(await run(reader.page)).toBe("10,20,30\n");
      await author.context.close();
      await reader.context.close();
    },
    LONG,
  );

  it(
    "moves between flow steps with the slider and shows each step's frames, the mutated dict included",
    async () => {
      const code = 'd={}\nfor k in "abc": d[k]=ord(k)\nitems=[1,2]\nitems.append(3)\nprint(d, items)\n';
      const { context, page } = await pageWithCode(1366, { python: code });
      await page.goto("/compiler/python");
      await page.getByTestId("button-show-flow").click();
      const panel = page.getByTestId("panel-flow");
      await panel.waitFor(SLOW);
      const slider = page.getByRole("slider", { name: "Step" });
      const position = page.getByTestId("text-step-position");
      const global = page.getByTestId("frame-0");
      expect(await position.textContent()).toMatch(/^Step 1 of \d+ · line 1$/);
      expect(await global.getByTestId("variable-d").textContent()).toBe("d{}");
      // Keyboard: End goes to the last step, where the dict and the list hold what the program printed.
      await slider.focus();
      await page.keyboard.press("End");
      const total = Number((await position.textContent())?.match(/of (\d+)/)?.[1]);
      expect(await position.textContent()).toBe(`Step ${total} of ${total} · line 5`);
      expect(await global.getByTestId("variable-d").textContent()).toBe("d{'a': 97, 'b': 98, 'c': 99}");
      expect(await global.getByTestId("variable-items").textContent()).toBe("items[1, 2, 3]");
      expect(await page.getByTestId("text-final-result").textContent()).toContain(
        "Final values: d = {'a': 97, 'b': 98, 'c': 99}, k = 'c', items = [1, 2, 3].",
      );
      // Back one step at a time to the first d[k] assignment: the dict grows one key per step.
      await page.keyboard.press("Home");
      expect(await slider.inputValue()).toBe("1");
      let seen = "";
      for (let i = 0; i < total && !seen.includes("'b'"); i++) {
        await page.keyboard.press("ArrowRight");
        seen = (await global.getByTestId("variable-d").textContent()) ?? "";
      }
      // The value this step changed is marked (for screen readers in words).
      expect(seen).toBe("d{'a': 97, 'b': 98} (changed at this step)");
      expect(await page.getByTestId("text-step-operation").textContent()).toBe("d[k]=ord(k)");
      const at = Number(await slider.inputValue());
      await page.getByTestId("button-step-back").click();
      expect(await slider.inputValue()).toBe(String(at - 1));
      expect(await position.textContent()).toMatch(new RegExp(`^Step ${at - 1} of ${total}`));
      await page.getByTestId("button-step-forward").click();
      expect(await global.getByTestId("variable-d").textContent()).toBe(seen);
      await context.close();
    },
    LONG,
  );

  for (const [language, width, code, printed] of [
    ["python", 1440, "a = 2\nb = 4\nc = 5\nd = 2\nx = a + b * (c - d)\nprint(x)\n", "14\n"],
    ["javascript", 390, "const a = 2, b = 4, c = 5, d = 2;\nconst x = a + b * (c - d);\nconsole.log(x);\n", "14\n"],
  ] as const) {
    it(
      `explains a ${language} program step by step at ${width} px, with values matching its output`,
      async () => {
        const { context, page } = await pageWithCode(width, { [language]: code }, width < 500 ? "light" : "dark");
        await page.goto(`/compiler/${language}`);
        await page.getByTestId(width < 1024 ? "language-row" : "language-rail").waitFor();
        expect(await run(page)).toBe(printed);
        await page.getByTestId("button-show-flow").click();
        const panel = page.getByTestId("panel-flow");
        await panel.waitFor(SLOW);
        await panel.getByRole("heading", { name: "Code Execution Flow" }).waitFor();
        for (const title of ["Initial Values", "Operator Precedence", "Final Result"])
          await panel.getByRole("heading", { name: title }).waitFor();
        expect(await panel.getByRole("heading", { name: /Execution Steps/ }).textContent()).toMatch(
          /^Execution Steps \(\d+\)$/,
        );
        expect(await page.getByTestId("list-precedence").locator("li").first().textContent()).toContain(
          "parentheses first",
        );
        const stepTexts = await page.getByTestId("list-steps").locator("li").allTextContents();
        const product = stepTexts.find((t) => t.includes("b * (c - d) = 4 * 3 = 12"));
        expect(product).toBeDefined();
        expect(await page.getByTestId("text-final-result").textContent()).toContain(`Output: ${printed.trim()}`);
        // Stepping moves through the steps and marks each step's line in the editor.
        expect(await page.getByTestId("text-step-position").textContent()).toMatch(/^Step 1 of \d+ · line 1$/);
        await page.getByTestId("button-step-forward").click();
        await page.getByTestId("button-step-forward").click();
        expect(await page.getByTestId("text-step-position").textContent()).toMatch(/^Step 3 of \d+/);
        await page.getByTestId("button-step-back").click();
        expect(await page.getByTestId("text-step-position").textContent()).toMatch(/^Step 2 of \d+/);
        const index = stepTexts.indexOf(product as string);
        await page.getByTestId(`step-${index + 1}`).click();
        expect(await page.getByTestId("text-step-position").textContent()).toContain(
          `line ${language === "python" ? 5 : 2}`,
        );
        if (width >= 1024) await page.locator(".monaco-editor .flow-current-line").waitFor();
        else expect(await page.getByTestId("text-step-line").textContent()).toContain("x = a + b * (c - d)");
        await page.getByTestId("button-close-flow").click();
        await panel.waitFor({ state: "detached" });
        await context.close();
      },
      LONG,
    );
  }
});
