import type { Page } from 'playwright-core';

/** Searches from Dallas, TX the way a carrier does, and waits for the count of the results. */
export async function searchFromDallas(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^From/ }).click();
  await page.getByPlaceholder('From where?').fill('Dal');
  await page.getByRole('button', { name: /^Dallas, TX/ }).first().click();
  await page.getByRole('button', { name: 'Search for Loads' }).click();
  await page.getByText(/^\d+ LOADS?$/).waitFor();
}
