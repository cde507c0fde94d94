import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Locator } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { sidewaysOverflow } from './support/layout';

jest.setTimeout(180_000);

/** The figure of a task card, once the counts have arrived. */
async function countOf(card: Locator): Promise<number> {
  const count = card.locator('.task-card__count');
  await count.filter({ hasText: /^\d[\d,]*$/ }).waitFor();
  return Number((await count.textContent())!.replace(/,/g, ''));
}

describeInBrowser('the dashboard in a real browser', () => {
  const session = useBrowserSession({ signedInAt: '/dashboard', loads: 300 });
  const page = () => session.page;
  const card = (title: string) => page().getByRole('article', { name: title });
  const toggle = (name: string) => page().getByRole('button', { name, exact: true });

  test('the demo carrier collapses a section, reloads, and finds it still collapsed', async () => {
    await toggle('My Trends').waitFor();
    expect(await toggle('My Trends').getAttribute('aria-expanded')).toBe('true');
    await page().getByRole('group', { name: 'Trend period' }).waitFor();
    await toggle('My Trends').click();
    expect(await toggle('My Trends').getAttribute('aria-expanded')).toBe('false');

    await page().reload();
    await toggle('My Trends').waitFor();
    expect(await toggle('My Trends').getAttribute('aria-expanded')).toBe('false');
    expect(await page().getByRole('group', { name: 'Trend period' }).count()).toBe(0);
    expect(await toggle('My Tasks').getAttribute('aria-expanded')).toBe('true');

    await toggle('My Trends').click();
    await page().getByRole('group', { name: 'Trend period' }).waitFor();
    recordFlowRun();
  });

  test('the task counts match the In Progress and Claimed lists and the pending invoices, and View Loads opens them', async () => {
    await page().goto(`${session.haulboard.baseUrl}/dashboard`);
    for (const [title, path] of [['Loads In Progress', '/loads/in-progress'], ['Claimed Loads', '/loads/claimed']] as const) {
      const count = await countOf(card(title));
      await card(title).getByRole('link', { name: 'View Loads' }).click();
      await page().waitForURL(`**${path}`);
      await page().locator('.list-actions__count').filter({ hasText: `${count.toLocaleString('en-US')} ${count === 1 ? 'LOAD' : 'LOADS'}` }).waitFor();
      await page().goBack();
    }
    // Pending Payments: its Download is the pending invoice list, one row per invoice the card counts.
    const pending = await countOf(card('Pending Payments'));
    const [download] = await Promise.all([page().waitForEvent('download'), card('Pending Payments').getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('Pending Invoices.csv');
    const rows = parse(fs.readFileSync(await download.path(), 'utf8'), { columns: true, bom: true }) as unknown[];
    expect(rows).toHaveLength(pending);
    recordFlowRun();
  });

  test('the charts are drawn on the dashboard, with no serious accessibility violation and, at 390 px, no sideways scroll', async () => {
    await page().goto(`${session.haulboard.baseUrl}/dashboard`);
    await page().locator('.chart-figure canvas').first().waitFor();
    expect(await seriousAxeViolations(page())).toEqual([]);
    await page().setViewportSize({ width: 390, height: 844 });
    await page().reload();
    await page().locator('.chart-figure canvas').first().waitFor();
    expect(await sidewaysOverflow(page())).toEqual([]);
    expect(await seriousAxeViolations(page())).toEqual([]);
    recordFlowRun();
  });
});
