import type { Locator, Page } from 'playwright-core';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { searchFromDallas } from './support/search';

jest.setTimeout(180_000);

/** What sits under points spread over the card (its corners, edges and middle) that are not on the star. */
function whatIsUnderTheCard(card: Locator) {
  return card.evaluate((article) => {
    article.scrollIntoView({ block: 'center' });
    const box = article.getBoundingClientRect();
    const star = article.querySelector('button')?.getBoundingClientRect();
    const onStar = (x: number, y: number) => star && x >= star.left && x <= star.right && y >= star.top && y <= star.bottom;
    const points: Array<[number, number]> = [];
    for (const fx of [0.02, 0.25, 0.5, 0.75, 0.98]) {
      for (const fy of [0.03, 0.25, 0.5, 0.75, 0.97]) points.push([box.left + fx * box.width, box.top + fy * box.height]);
    }
    return points.filter(([x, y]) => !onStar(x, y)).map(([x, y]) => {
      const link = document.elementFromPoint(x, y)?.closest('a');
      return link ? link.getAttribute('href') : `nothing at ${Math.round(x - box.left)},${Math.round(y - box.top)}`;
    });
  });
}

/** Clicks the card away from its text (bottom left, inside the padding) and returns the page that opens. */
async function openInNewTab(page: Page, card: Locator, click: Parameters<Locator['click']>[0]): Promise<Page> {
  const box = (await card.boundingBox())!;
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    card.click({ ...click, position: { x: 6, y: box.height - 6 } }),
  ]);
  return opened;
}

/** Links are links (design, rules that hold everywhere): a dispatcher opens load cards in new tabs. */
describeInBrowser('load cards are links that open in a new tab', () => {
  const session = useBrowserSession({ signedInAt: '/search' });
  const card = (index: number) => session.page.locator('.search-results__list > li article').nth(index);
  const loadIdOf = async (index: number) => Number(await card(index).getAttribute('data-load-id'));

  beforeAll(async () => {
    await searchFromDallas(session.page);
  });

  test('a search result card is one <a href="/load/{id}"> stretched over the card, with its star a separate button', async () => {
    const id = await loadIdOf(0);
    const link = card(0).getByRole('link');
    await expect(link.count()).resolves.toBe(1);
    await expect(link.getAttribute('href')).resolves.toBe(`/load/${id}`);
    expect(new Set(await whatIsUnderTheCard(card(0)))).toEqual(new Set([`/load/${id}`]));

    const star = card(0).getByRole('button', { name: new RegExp(`^Saved? load ${id}$`) });
    await expect(star.evaluate((button) => button.closest('a') === null)).resolves.toBe(true);
    await expect(link.locator('button, [role="button"]').count()).resolves.toBe(0);
    recordFlowRun();
  });

  test('ctrl-click on a card opens that load\'s detail in a new tab and leaves the results where they were', async () => {
    const id = await loadIdOf(1);
    const opened = await openInNewTab(session.page, card(1), { modifiers: ['ControlOrMeta'] });
    await opened.waitForURL((url) => url.pathname === `/load/${id}`);
    await opened.getByText(`Load #${id}`).waitFor();
    await opened.close();
    expect(new URL(session.page.url()).pathname).toBe('/search');
    await expect(card(1).getAttribute('data-load-id')).resolves.toBe(String(id));
    recordFlowRun();
  });

  test('a middle click on a card opens that load\'s detail in a new tab', async () => {
    const id = await loadIdOf(2);
    const opened = await openInNewTab(session.page, card(2), { button: 'middle' });
    await opened.waitForURL((url) => url.pathname === `/load/${id}`);
    await opened.getByText(`Load #${id}`).waitFor();
    await opened.close();
    expect(new URL(session.page.url()).pathname).toBe('/search');
    recordFlowRun();
  });

  test('clicking a card\'s star saves the load without leaving the results', async () => {
    const unsaved = session.page.locator('.search-results__list > li article')
      .filter({ has: session.page.getByRole('button', { name: /^Save load \d+$/ }) }).nth(1);
    const id = Number(await unsaved.getAttribute('data-load-id'));
    const { db } = session.haulboard.db;
    const demo = await db.selectFrom('users').select('id').where('email', '=', 'demo@carrier.test').executeTakeFirstOrThrow();
    const saved = session.page.locator(`[data-load-id="${id}"]`).getByRole('button', { name: `Saved load ${id}` });
    await unsaved.getByRole('button', { name: `Save load ${id}` }).click();
    await saved.waitFor();
    expect(new URL(session.page.url()).pathname).toBe('/search');
    const rows = await db.selectFrom('favorites').select('loadId').where('userId', '=', demo.id).where('loadId', '=', id).execute();
    expect(rows).toHaveLength(1);
    recordFlowRun();
  });

  test('a plain click on a card opens the load in the same tab', async () => {
    const id = await loadIdOf(4);
    const box = (await card(4).boundingBox())!;
    await card(4).click({ position: { x: 6, y: box.height - 6 } });
    await session.page.waitForURL((url) => url.pathname === `/load/${id}`);
    await session.page.getByText(`Load #${id}`).waitFor();
    recordFlowRun();
  });
});
