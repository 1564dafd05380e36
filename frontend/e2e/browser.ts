import { randomBytes } from "node:crypto";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`node scripts/e2e.mjs\``);
  return value;
}

export const BASE_URL = requiredEnv("E2E_BASE_URL");
export const ADMIN = { username: requiredEnv("E2E_ADMIN_USERNAME"), password: requiredEnv("E2E_ADMIN_PASSWORD") };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/**
 * A fresh context (own cookies and storage) whose requests may only reach the test server:
 * anything else is aborted, so no test can depend on the internet.
 */
export async function newPage(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 900 } });
  await context.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  const page = await context.newPage();
  // A server-rendered screen shows its controls before the app has adopted them: a page opened or
  // reloaded is handed to the test once the app has (it marks <html data-app="ready">), unless
  // the test names its own moment (`waitUntil`).
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const appReady = async (options?: { waitUntil?: unknown }) => {
    if (!options?.waitUntil) await page.waitForSelector('html[data-app="ready"]', { state: "attached" });
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appReady(options);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appReady(options);
    return response;
  };
  return { context, page };
}

/**
 * What the content security policy refuses on this page from now on (Chromium reports each
 * refusal on the console): a list the test can assert empty.
 */
export function watchContentSecurityPolicy(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

/**
 * The paths the page's main frame goes through from now on, client-side redirects included: a
 * screen that sends a visitor on through /login passes it in one turn of the app, before a
 * `waitForURL` started afterwards could see it.
 */
export function watchPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on("framenavigated", (frame) => {
    const path = new URL(frame.url()).pathname;
    // A document's load and its app's first history entry both report its path: it is listed once.
    if (frame === page.mainFrame() && paths.at(-1) !== path) paths.push(path);
  });
  return paths;
}

/** A username no other test (or earlier run on the same database) has taken. */
export function uniqueUsername(prefix = "learner"): string {
  return `${prefix}_${randomBytes(4).toString("hex")}`;
}

/** Creates a student through the API; the context is then logged in as that student. */
export async function signUpViaApi(context: BrowserContext, username = uniqueUsername()): Promise<string> {
  const response = await context.request.post("/api/auth/signup", { data: { username, password: "secret123" } });
  if (!response.ok()) throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  return username;
}

/** Logs the context in as the admin the runner configured. */
export async function logInAdminViaApi(context: BrowserContext): Promise<void> {
  const response = await context.request.post("/api/auth/login", { data: ADMIN });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
}

/** Fills and submits the Login tab of /login. */
export async function logInViaForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByTestId("input-login-username").fill(username);
  await page.getByTestId("input-login-password").fill(password);
  await page.getByTestId("button-login-submit").click();
}
