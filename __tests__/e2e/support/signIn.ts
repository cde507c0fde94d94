import type { Page } from 'playwright-core';

/** Fills the login dialog the way a carrier does. */
export async function fillLoginDialog(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Go!' }).click();
}

/** Opens `path` as the demo carrier, signing in through the dialog on the way. */
export async function openSignedIn(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}/login?redirectTo=${encodeURIComponent(path)}`);
  await fillLoginDialog(page, 'demo@carrier.test', 'haulboard');
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}
