import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { sidewaysOverflow } from './support/layout';

jest.setTimeout(180_000);

/** The seeded announcements on a 390 px phone: the header banner and the landing carousel (account spec 2.4). */
describeInBrowser('announcements on the landing page of a 390 px phone', () => {
  const session = useBrowserSession({ loads: 100, viewport: { width: 390, height: 844 } });
  const page = () => session.page;

  test('at 390 px the banner and the carousel show, step, fit without sideways scroll and pass axe', async () => {
    await page().goto(`${session.haulboard.baseUrl}/`);
    const banner = page().getByRole('region', { name: 'Announcement banner' });
    const carousel = page().getByRole('region', { name: 'Announcements' });
    await banner.getByRole('button', { name: 'Next announcement' }).waitFor();
    const counter = carousel.getByText(/^\d of 3$/);
    await counter.waitFor();
    expect(await sidewaysOverflow(page())).toEqual([]);
    expect(await seriousAxeViolations(page())).toEqual([]);

    const before = await counter.textContent();
    await carousel.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await carousel.getByText(/^\d of 3$/).textContent()).not.toBe(before);
    expect(await sidewaysOverflow(page())).toEqual([]);
    recordFlowRun();
  });
});
