import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Helpers of admin.e2e.ts that drive the /admin forms. */

/** Picks an option of one of the app's selects (a combobox button and its listbox). */
export async function pick(page: Page, testId: string, value: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-option-${value}`).click();
}

/** Waits for a toast with this title (and this description, when given). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  await page.getByTestId("toast-title").getByText(title, { exact: true }).waitFor({ timeout: 15_000 });
  if (description !== undefined) {
    await expect.poll(() => page.getByTestId("toast-description").textContent(), { timeout: 10_000 }).toBe(description);
  }
}

/**
 * Closes the toast showing now, so the next assertion cannot read a stale one. It may time out
 * on its own meanwhile (5 s): then there is nothing left to click.
 */
export async function closeToast(page: Page): Promise<void> {
  const close = page.getByRole("button", { name: "Close notification" });
  await close.click({ timeout: 3000 }).catch(() => undefined);
  await expect.poll(() => page.getByTestId("toast-title").count(), { timeout: 10_000 }).toBe(0);
}

/** The id of the card whose title is `title` in the open tab's list (waits for it). */
export async function cardId(page: Page, kind: "challenge" | "quiz" | "tutorial", title: string): Promise<string> {
  const card = page.locator(`[data-testid^='card-${kind}-']`, { hasText: title }).first();
  await card.waitFor({ timeout: 15_000 });
  const testId = (await card.getAttribute("data-testid")) as string;
  return testId.slice(`card-${kind}-`.length);
}

/** A tiny challenge: the sum of a list, in Python and JavaScript. */
export const SUM_PYTHON = `class Solution:
    def sumAll(self, nums: List[int]) -> int:
        return sum(nums)
`;

export const SUM_JAVASCRIPT = `/**
 * @param {number[]} nums
 * @return {number}
 */
var sumAll = function(nums) {
    return nums.reduce((total, x) => total + x, 0);
};
`;
