import { chromium } from "playwright-core";
const base = process.env.BASE ?? "http://127.0.0.1:4519";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const which = process.argv[2] ?? "all";
for (const width of [1440, 390]) {
  for (const theme of ["dark", "light"]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
    const page = await context.newPage();
    await page.goto(`${base}/compiler/python`);
    await page.getByTestId("button-run").waitFor();
    await page.locator(".monaco-editor").waitFor({ timeout: 30000 });
    await page.getByTestId("input-stdin").evaluate(() => 0).catch(() => 0);
    await page.getByTestId("button-run").click();
    await page.getByText("Hello, World!").last().waitFor({ timeout: 30000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/run-${width}-${theme}.png` });
    if (which !== "run") {
      await page.getByTestId("button-show-flow").click();
      await page.getByTestId("panel-flow").waitFor({ timeout: 30000 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots/flow-${width}-${theme}.png` });
    }
    await context.close();
  }
}
await browser.close();
