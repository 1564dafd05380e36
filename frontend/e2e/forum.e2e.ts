import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpViaApi, uniqueUsername } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const POLL = { timeout: 20_000 };
/** Two browsers, a dozen steps each, on a shared machine: more than the default minute. */
const LONG = 240_000;

let started = Date.now();
/** Progress on stderr, so a slow step on a loaded machine can be told from a stuck one. */
const step = (what: string) => console.error(`[forum e2e +${((Date.now() - started) / 1000).toFixed(1)}s] ${what}`);

/** Marks the page, so a later check proves it was never reloaded. */
const markLoaded = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
const stillLoaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

const toastTitle = (page: Page) => page.getByTestId("toast-title").textContent();

async function waitLive(page: Page) {
  await page.locator('[data-testid="forum-live"][data-connected="true"]').waitFor(POLL);
}

/** A context in the given theme (stored before the app reads it). */
async function themedPage(width: number, theme: "dark" | "light"): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, width);
  await opened.context.addInitScript((value) => localStorage.setItem("theme", value), theme);
  return opened;
}

describe("community forum, two people side by side", () => {
  it(
    "one posts and replies, the other sees it appear and likes it, the first sees the like arrive, no reload",
    async () => {
      started = Date.now();
      // The author on a desktop in the dark theme, the reader on a phone in the light theme.
      const author = await themedPage(1366, "dark");
      const reader = await themedPage(390, "light");
      const authorName = await signUpViaApi(author.context, uniqueUsername("author"));
      const readerName = await signUpViaApi(reader.context, uniqueUsername("reader"));
      const title = `Live forum check ${uniqueUsername("t")}`;

      await author.page.goto("/community");
      await reader.page.goto("/community");
      await author.page.getByRole("heading", { name: "Developer Community" }).waitFor();
      await waitLive(reader.page);
      expect(await reader.page.evaluate(() => document.documentElement.classList.contains("light"))).toBe(true);
      await markLoaded(reader.page);

      step("both lists open");
      // The author writes a post through the New Post form, previewing its Markdown first.
      await author.page.getByTestId("button-new-post").click();
      await author.page.getByTestId("input-post-title").fill(title);
      await author.page.getByTestId("select-post-category").click();
      await author.page.getByTestId("select-post-category-option-Help & Support").click();
      await author.page.getByTestId("input-post-tags").fill("python, Loops, e2e, extra, more");
      const content = [
        "How do I stop this loop early?",
        "",
        "```python",
        "for n in range(10):",
        "    if n == 3:",
        "        print(n)",
        "```",
        "",
        '<img src="x" onerror="window.__xss = 1"> [docs](javascript:window.__xss=2) [ok](https://example.com)',
      ].join("\n");
      await author.page.getByTestId("input-post-content").fill(content);
      await author.page.getByTestId("input-post-content-preview-tab").click();
      await author.page.getByTestId("input-post-content-preview").locator("code.language-python").waitFor(POLL);
      await author.page.getByTestId("button-submit-post").click();
      await expect.poll(() => toastTitle(author.page), POLL).toBe("Post published!");
      await author.page.getByTestId("post-detail").waitFor(POLL);
      expect(await author.page.getByTestId("text-post-title").textContent()).toBe(title);
      await author.page.getByText("No replies yet. Be the first to reply!").waitFor(POLL);

      step("post published");
      // The reader's open list shows the new post at the top, with at most three tags.
      const card = reader.page.locator(`[data-post-title="${title}"]`);
      await card.waitFor(POLL);
      expect(await reader.page.getByTestId("list-posts").locator("a").first().getAttribute("data-post-title")).toBe(
        title,
      );
      expect(await card.getByTestId("badge-tag").allTextContents()).toEqual(["#python", "#loops", "#e2e"]);
      expect(await card.getByTestId("badge-category").textContent()).toBe("Help & Support");
      expect(await card.getByTestId("text-author").textContent()).toBe(authorName);
      expect(await stillLoaded(reader.page)).toBe(true);

      step("card arrived on the reader's list");
      // The reader opens it: the code keeps its indentation, nothing the author typed runs.
      await card.click();
      await reader.page.getByTestId("post-detail").waitFor(POLL);
      await waitLive(reader.page);
      await markLoaded(reader.page);
      const code = reader.page.getByTestId("post-content").locator("pre code");
      expect(await code.textContent()).toBe("for n in range(10):\n    if n == 3:\n        print(n)\n");
      expect(await code.locator(".hljs-keyword").count()).toBeGreaterThan(0);
      expect(await reader.page.getByTestId("post-content").locator("img").count()).toBe(0);
      const links = await reader.page
        .getByTestId("post-content")
        .locator("a")
        .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute("href"), a.getAttribute("rel")]));
      expect(links).toEqual([["https://example.com", "nofollow noopener"]]);
      expect(await reader.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      await expect.poll(() => reader.page.getByTestId("text-post-views").textContent(), POLL).toBe("2");

      step("reader on the post");
      // The author replies: the box clears and the reader sees the reply arrive.
      await waitLive(author.page);
      await markLoaded(author.page);
      await author.page.getByTestId("input-reply").fill("Use `break` when you are done.");
      await author.page.getByTestId("button-post-reply").click();
      await expect.poll(() => toastTitle(author.page), POLL).toBe("Reply posted!");
      expect(await author.page.getByTestId("input-reply").inputValue()).toBe("");
      const readerReply = reader.page.locator(`[data-reply-author="${authorName}"]`);
      await readerReply.waitFor(POLL);
      expect(await readerReply.getByTestId("reply-content").innerHTML()).toContain("<code>break</code>");
      await expect.poll(() => reader.page.getByTestId("text-post-replies").textContent(), POLL).toBe("1");

      step("reply arrived");
      // The reader likes the post and the reply; the author sees both counts move.
      await reader.page.getByTestId("button-like-post").click();
      await expect.poll(() => toastTitle(reader.page), POLL).toBe("Post liked!");
      await expect.poll(() => author.page.getByTestId("button-like-post-count").textContent(), POLL).toBe("1");
      await readerReply.getByTestId("button-like-reply").click();
      await expect.poll(() => toastTitle(reader.page), POLL).toBe("Reply liked!");
      const authorReply = author.page.locator(`[data-reply-author="${authorName}"]`);
      await expect.poll(() => authorReply.getByTestId("button-like-reply-count").textContent(), POLL).toBe("1");
      // Liking again takes it back, for everyone.
      await reader.page.getByTestId("button-like-post").click();
      await expect.poll(() => author.page.getByTestId("button-like-post-count").textContent(), POLL).toBe("0");
      await reader.page.getByTestId("button-like-post").click();
      await expect.poll(() => author.page.getByTestId("button-like-post-count").textContent(), POLL).toBe("1");

      step("likes arrived");
      // A blank reply is ignored; a real one from the reader reaches the author.
      await reader.page.getByTestId("input-reply").fill("   \n  ");
      await reader.page.getByTestId("button-post-reply").click();
      await reader.page.waitForTimeout(300);
      expect(await reader.page.locator(`[data-reply-author="${readerName}"]`).count()).toBe(0);
      await reader.page.getByTestId("input-reply").fill("Thanks, that works!");
      await reader.page.getByTestId("button-post-reply").click();
      await author.page.locator(`[data-reply-author="${readerName}"]`).waitFor(POLL);
      await expect.poll(() => author.page.getByTestId("text-post-replies").textContent(), POLL).toBe("2");

      step("reader reply arrived");
      // Only authors see edit and delete on their own items.
      expect(await reader.page.getByTestId("button-edit-post").count()).toBe(0);
      expect(await readerReply.getByTestId("button-edit-reply").count()).toBe(0);
      expect(
        await reader.page.locator(`[data-reply-author="${readerName}"]`).getByTestId("button-edit-reply").count(),
      ).toBe(1);

      step("checked actions");
      // The author edits the post and deletes their reply; the reader's page follows.
      await author.page.getByTestId("button-edit-post").click();
      await author.page.getByTestId("input-post-title").fill(`${title} (solved)`);
      await author.page.getByTestId("button-submit-post").click();
      await expect.poll(() => reader.page.getByTestId("text-post-title").textContent(), POLL).toBe(`${title} (solved)`);
      await authorReply.getByTestId("button-delete-reply").click();
      await author.page.getByTestId("button-confirm").click();
      await expect.poll(() => readerReply.count(), POLL).toBe(0);
      await expect.poll(() => reader.page.getByTestId("text-post-replies").textContent(), POLL).toBe("1");

      expect(await stillLoaded(reader.page)).toBe(true);
      expect(await stillLoaded(author.page)).toBe(true);
      for (const { context } of [author, reader]) await context.close();
    },
    LONG,
  );
});

describe("community screens", () => {
  it(
    "shows a visitor the posts and a 'Log in to reply' prompt instead of the reply box",
    async () => {
      const { context, page } = await newPage(browser, 390);
      await page.goto("/community");
      await page.getByRole("heading", { name: "Developer Community" }).waitFor();
      // The welcome posts of a fresh install.
      await page.getByText("Welcome to the CodePractice community: start here").waitFor(POLL);
      await page.getByText("Welcome to the CodePractice community: start here").click();
      await page.getByTestId("post-detail").waitFor(POLL);
      await page.getByTestId("reply-login-prompt").waitFor(POLL);
      expect(await page.getByTestId("link-login-to-reply").textContent()).toBe("Log in to reply");
      expect(await page.getByTestId("input-reply").count()).toBe(0);
      expect(await page.getByTestId("button-like-post").isDisabled()).toBe(true);
      // Nothing on the page is wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await context.close();
    },
    LONG,
  );

  it(
    "filters by category, searches, sorts, and says when nothing matches or loading failed",
    async () => {
      const { context, page } = await newPage(browser);
      await signUpViaApi(context);
      const word = uniqueUsername("w");
      for (const [title, category] of [
        [`Alpha ${word}`, "Show & Tell"],
        [`Beta ${word}`, "General Discussion"],
      ] as const) {
        const response = await context.request.post("/api/forum/posts", { data: { title, category, content: "x" } });
        expect(response.status()).toBe(201);
      }
      const requests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/forum/posts?") || request.url().endsWith("/api/forum/posts"))
          requests.push(request.url());
      });
      await page.goto("/community");
      await page.getByTestId("list-posts").waitFor(POLL);
      const titles = () => page.getByTestId("text-post-title").allTextContents();

      await page.getByTestId("input-search-posts").fill(word);
      await expect.poll(titles, POLL).toEqual([`Beta ${word}`, `Alpha ${word}`]);
      await page.getByTestId("select-category").click();
      await page.getByTestId("select-category-option-Show & Tell").click();
      await expect.poll(titles, POLL).toEqual([`Alpha ${word}`]);
      expect(page.url()).toContain("category=Show+%26+Tell");
      await page.getByTestId("select-sort").click();
      await page.getByTestId("select-sort-option-unanswered").click();
      await expect.poll(titles, POLL).toEqual([`Alpha ${word}`]);
      // Only real filters go to the server. The titles were the same before the new order, so wait
      // for the request itself rather than read the list once.
      await expect.poll(() => requests.at(-1), POLL).toContain("sort=unanswered");
      expect(requests.some((url) => url.includes("category=all"))).toBe(false);

      await page.getByTestId("input-search-posts").fill(`${word}-nothing-matches`);
      await page.getByText("No posts found. Be the first to start a discussion!").waitFor(POLL);

      await page.route("**/api/forum/posts?**", (route) => route.fulfill({ status: 500, body: "{}" }));
      // Opened from another screen: a page load carries the list's first page in its HTML.
      await page.goto("/tutorials");
      await page.getByTestId("link-community").click();
      await page.getByTestId("text-posts-error").getByText("Failed to fetch posts").waitFor(POLL);
      await context.close();
    },
    LONG,
  );

  it(
    "keeps a reply being typed when the post is deleted meanwhile, to copy",
    async () => {
      const author = await newPage(browser);
      await signUpViaApi(author.context);
      const created = await author.context.request.post("/api/forum/posts", {
        data: { title: `Going away ${uniqueUsername("p")}`, category: "General Discussion", content: "soon deleted" },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };

      const reader = await newPage(browser);
      await signUpViaApi(reader.context);
      await reader.page.goto(`/community/${id}`);
      await expect.poll(() => reader.page.getByTestId("forum-live").getAttribute("data-connected"), POLL).toBe("true");
      const reply = "A long answer I spent a while writing";
      await reader.page.getByTestId("input-reply").fill(reply);

      const removed = await author.context.request.delete(`/api/forum/posts/${id}`, {
        headers: { "X-Requested-With": "e2e" },
      });
      expect(removed.ok()).toBe(true);
      await reader.page.getByText("This post is no longer available").waitFor(POLL);
      expect(await reader.page.getByTestId("text-unsent-reply").inputValue()).toBe(reply);
      await author.context.close();
      await reader.context.close();
    },
    LONG,
  );

  it(
    "keeps the form open with the server's own message when a field is wrong",
    async () => {
      const { context, page } = await newPage(browser, 390);
      await signUpViaApi(context);
      await page.goto("/community");
      await page.getByTestId("button-new-post").click();
      await page.getByTestId("input-post-title").fill("Hey");
      await page.getByTestId("input-post-tags").fill("a-very-long-tag-name-that-is-too-long");
      await page.getByTestId("button-submit-post").click();
      await expect
        .poll(() => page.getByTestId("error-post-title").textContent(), POLL)
        .toBe("title must be at least 5 characters");
      expect(await page.getByTestId("error-post-content").textContent()).toBe("content must not be blank");
      expect(await page.getByTestId("error-post-tags").textContent()).toBe("tag must be at most 24 characters");
      expect(await page.getByTestId("dialog-post-form").isVisible()).toBe(true);
      // Typing in a field takes its error away; the others stay until they are changed too.
      await page.getByTestId("input-post-title").pressSequentially(" there");
      await expect.poll(() => page.getByTestId("error-post-title").count(), POLL).toBe(0);
      expect(await page.getByTestId("input-post-title").getAttribute("aria-invalid")).toBeNull();
      expect(await page.getByTestId("error-post-tags").textContent()).toBe("tag must be at most 24 characters");
      await context.close();
    },
    LONG,
  );
});
