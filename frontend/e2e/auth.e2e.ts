import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, launchBrowser, logInViaForm, newPage, signUpViaApi, uniqueUsername } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openUserMenu(page: Page) {
  await page.getByTestId("button-user-menu").click();
  return page.getByRole("menu");
}

describe("sign up and login", () => {
  it("signs a new learner up and lands on /student-progress with their avatar in the header", async () => {
    const { context, page } = await newPage(browser);
    const username = uniqueUsername("newbie");
    await page.goto("/login");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByTestId("input-signup-username").fill(username);
    await page.getByTestId("input-signup-password").fill("secret123");
    await page.getByTestId("input-signup-email").fill(`${username}@example.com`);
    await page.getByTestId("input-signup-fullname").fill("New Learner");
    await page.getByTestId("button-signup-submit").click();

    await page.waitForURL("**/student-progress");
    await page.getByRole("heading", { name: "My Progress" }).waitFor();
    await expect.poll(() => page.getByTestId("text-avatar-letter").textContent(), { timeout: 10_000 }).toBe("N");
    await expect.poll(() => page.getByTestId("button-login").count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it("shows the contract's messages for invalid sign-up input without calling the server", async () => {
    const { context, page } = await newPage(browser);
    let signupCalls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/signup")) signupCalls++;
    });
    await page.goto("/login");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByTestId("input-signup-username").fill("ab");
    await page.getByTestId("input-signup-password").fill("12345");
    await page.getByTestId("input-signup-email").fill("not-an-email");
    await page.getByTestId("button-signup-submit").click();

    await expect
      .poll(() => page.getByTestId("error-username").textContent(), { timeout: 10_000 })
      .toBe("username must be at least 3 characters");
    await expect
      .poll(() => page.getByTestId("error-password").textContent(), { timeout: 10_000 })
      .toBe("password must be at least 6 characters");
    await expect
      .poll(() => page.getByTestId("error-email").textContent(), { timeout: 10_000 })
      .toBe("email must be a valid email address");
    expect(signupCalls).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });

  it("toasts 'Signup failed' with the server's message when the username is taken", async () => {
    const { context, page } = await newPage(browser);
    const taken = await signUpViaApi(context);
    await context.clearCookies();
    await page.goto("/login");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByTestId("input-signup-username").fill(taken);
    await page.getByTestId("input-signup-password").fill("secret123");
    await page.getByTestId("button-signup-submit").click();

    await page.getByTestId("toast-title").getByText("Signup failed").waitFor();
    const description = await page.getByTestId("toast-description").textContent();
    expect(description).toMatch(/taken|exists/i);
    await context.close();
  });

  it("logs the admin in and lands on /admin", async () => {
    const { context, page } = await newPage(browser);
    await logInViaForm(page, ADMIN.username, ADMIN.password);
    await page.waitForURL("**/admin");
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await expect
      .poll(() => page.getByTestId("text-admin-welcome").textContent(), { timeout: 10_000 })
      .toContain(ADMIN.username);
    await context.close();
  });

  it("toasts 'Login failed' with the server's message for a wrong password", async () => {
    const { context, page } = await newPage(browser);
    await logInViaForm(page, ADMIN.username, "definitely-wrong");
    await page.getByTestId("toast-title").getByText("Login failed").waitFor();
    await expect
      .poll(() => page.getByTestId("toast-description").textContent(), { timeout: 10_000 })
      .toBe("Invalid credentials");
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });

  it("keeps the wait, in words, on the login form once an account is being guessed", async () => {
    const { context, page } = await newPage(browser);
    const username = uniqueUsername("guessed");
    // Wrong passwords until the account's delay has grown to a few seconds.
    for (let i = 0; i < 40; i++) {
      const answer = await context.request.post("/api/auth/login", {
        data: { username, password: `wrong-${i}` },
        headers: { "x-requested-with": "e2e" },
      });
      if (answer.status() === 429 && Number(answer.headers()["retry-after"]) >= 4) break;
      if (answer.status() === 429) await page.waitForTimeout(Number(answer.headers()["retry-after"]) * 1000);
    }
    await logInViaForm(page, username, "one-more-guess");
    const notice = page.getByTestId("notice-login-rate-limited");
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /^Too many failed sign-in attempts for this account\. Try again in \d+ seconds?\.$/,
    );
    await context.close();
  }, 60_000);

  it("sends a logged-in visitor of /login to their home page", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    await page.goto("/login");
    await page.waitForURL("**/student-progress");
    await context.close();
  });
});

describe("header user menu", () => {
  it("offers a student 'My Progress' and Logout, without admin items", async () => {
    const { context, page } = await newPage(browser);
    const username = await signUpViaApi(context, uniqueUsername("zed"));
    await page.goto("/");
    await expect.poll(() => page.getByTestId("text-avatar-letter").textContent(), { timeout: 10_000 }).toBe("Z");

    const menu = await openUserMenu(page);
    await expect.poll(() => menu.getByTestId("text-username").textContent(), { timeout: 10_000 }).toBe(username);
    const items = await menu.getByRole("menuitem").allTextContents();
    expect(items).toEqual(["My Progress", "Logout"]);
    await expect.poll(() => menu.getByTestId("badge-admin").count(), { timeout: 10_000 }).toBe(0);

    await menu.getByRole("menuitem", { name: "My Progress" }).click();
    await page.waitForURL("**/student-progress");
    await context.close();
  });

  it("offers an admin 'Admin Dashboard', the Admin badge and Logout, without 'My Progress'", async () => {
    const { context, page } = await newPage(browser);
    await logInViaForm(page, ADMIN.username, ADMIN.password);
    await page.waitForURL("**/admin");
    await expect
      .poll(() => page.getByTestId("text-avatar-letter").textContent(), { timeout: 10_000 })
      .toBe(ADMIN.username.charAt(0).toUpperCase());

    const menu = await openUserMenu(page);
    await expect.poll(() => menu.getByTestId("badge-admin").textContent(), { timeout: 10_000 }).toBe("Admin");
    const items = await menu.getByRole("menuitem").allTextContents();
    expect(items).toEqual(["Admin Dashboard", "Logout"]);
    await context.close();
  });

  it("logs out: toast, back on /login, Login button in the header, session gone", async () => {
    const { context, page } = await newPage(browser);
    await signUpViaApi(context);
    await page.goto("/student-progress");
    const menu = await openUserMenu(page);
    await menu.getByRole("menuitem", { name: "Logout" }).click();

    await page.getByTestId("toast-title").getByText("Logged Out").waitFor();
    await expect
      .poll(() => page.getByTestId("toast-description").textContent(), { timeout: 10_000 })
      .toBe("You have been successfully logged out.");
    await page.waitForURL("**/login");
    await page.getByTestId("button-login").waitFor();
    const me = await context.request.get("/api/auth/me");
    expect(me.status()).toBe(401);
    await context.close();
  });
});
