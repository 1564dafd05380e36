import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, launchBrowser, newPage, signUpViaApi } from "./browser";
import { openTwoSum } from "./challenge-page";

/** Where login, signup and an expired session take the learner, and what stays on screen. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Fills the Login tab of the /login page already open (keeping its ?next=). */
async function fillLogin(page: Page, username: string, password = "secret123"): Promise<void> {
  await page.getByTestId("input-login-username").fill(username);
  await page.getByTestId("input-login-password").fill(password);
  await page.getByTestId("button-login-submit").click();
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe("session journeys", () => {
  it("does not carry a failed login's toast onto the page after the correct login", async () => {
    const { context, page } = await newPage(browser);
    const username = await signUpViaApi(context);
    await context.clearCookies();
    await page.goto("/login");
    await fillLogin(page, username, "wrong-password");
    await page.getByTestId("toast-title").getByText("Login failed").waitFor();
    await fillLogin(page, username);
    await page.waitForURL("**/student-progress");
    await page.getByRole("heading", { name: "My Progress" }).waitFor();
    expect(await page.getByTestId("toast-title").count()).toBe(0);
    await context.close();
  });

  it("opens Sign Up from the home page's sign-up buttons, and sends a logged-in user to the app instead", async () => {
    const { context, page } = await newPage(browser);
    for (const button of ["button-start-learning", "button-join-free"]) {
      await page.goto("/");
      await page.getByTestId(button).click();
      await page.waitForURL((url) => url.pathname === "/login");
      await page.getByTestId("input-signup-username").waitFor();
      expect(await page.getByTestId("tab-signup").getAttribute("aria-selected")).toBe("true");
    }

    await signUpViaApi(context);
    await page.goto("/");
    await page.getByTestId("button-start-learning").click();
    await page.waitForURL("**/challenges");
    await page.goto("/");
    await page.getByTestId("button-join-free").click();
    await page.waitForURL("**/dashboard");
    await context.close();
  });

  it("ends an expired session on the next 401 and returns to the same challenge after logging in", async () => {
    const { context, page } = await newPage(browser);
    const username = await signUpViaApi(context);
    const id = await openTwoSum(page);
    // The server forgets the session (as when it expires); the page still shows the learner.
    await context.clearCookies();
    await page.getByTestId("button-get-hint").click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(path(page)).toBe(`/login?next=${encodeURIComponent(`/challenges/${id}`)}`);
    await page.getByTestId("toast-title").getByText("Session expired").waitFor();
    await page.getByTestId("button-login").waitFor(); // the header shows the visitor's Login button

    await fillLogin(page, username);
    await page.waitForURL(`**/challenges/${id}`);
    await page.locator("[data-testid='code-editor'] .monaco-editor").waitFor();
    expect(await page.getByTestId("toast-title").count()).toBe(0);
    await context.close();
  }, 90_000);

  it("keeps a deep link through the login page, and ignores a 'next' that leaves the site", async () => {
    const { context, page } = await newPage(browser);
    const username = await signUpViaApi(context);
    await context.clearCookies();
    await page.goto("/challenges?q=two+sum");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(path(page)).toBe(`/login?next=${encodeURIComponent("/challenges?q=two+sum")}`);
    await fillLogin(page, username);
    await page.waitForURL((url) => url.pathname === "/challenges");
    expect(new URL(page.url()).searchParams.get("q")).toBe("two sum");

    await context.clearCookies();
    await page.goto("/login?next=//example.com/steal");
    await fillLogin(page, username);
    await page.waitForURL((url) => url.pathname === "/student-progress");
    expect(new URL(page.url()).origin).toBe(new URL(BASE_URL).origin);
    await context.close();
  }, 90_000);
});
