import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { aClaimableLoad } from './support/loads';

jest.setTimeout(180_000);

describeInBrowser('claiming a load, changing the claim and cancelling it in a real browser', () => {
  const session = useBrowserSession({ signedInAt: '/search' });
  let load: Awaited<ReturnType<typeof aClaimableLoad>>;
  const detailPath = () => `/load/${load.id}`;
  // Navigation reads as links, actions as buttons; a flow does not care which.
  const control = (name: string) => session.page.getByRole('link', { name, exact: true }).or(session.page.getByRole('button', { name, exact: true })).first();

  beforeAll(async () => {
    load = await aClaimableLoad(session.haulboard);
  });

  test('the load number typed in the top bar opens the load', async () => {
    const box = session.page.getByRole('searchbox', { name: 'Search Load #' }).first();
    await box.fill(String(load.id));
    await box.press('Enter');
    await session.page.waitForURL((url) => url.pathname === detailPath());
    await control('Claim Load').waitFor();
    recordFlowRun();
  });

  test('claiming with a schedule and skipping the driver ends on LOAD CLAIMED', async () => {
    await control('Claim Load').click();
    await session.page.getByText('A few details to claim your load.').waitFor();
    await session.page.getByText('STEP 1 OF 2').waitFor();
    await session.page.getByLabel('Pick-up date').fill(load.earliestPickup!);
    await session.page.getByLabel('Drop-off date').fill(load.latestDelivery!);
    await session.page.getByRole('button', { name: 'Claim Load' }).click();

    await session.page.waitForURL((url) => url.pathname === `${detailPath()}/assign-driver`);
    await session.page.getByText('STEP 2 OF 2').waitFor();
    await control('SKIP AND ASSIGN LATER').click();

    await session.page.getByText('LOAD CLAIMED').waitFor();
    await session.page.getByText("You're ready to hit the road").waitFor();
    const row = await session.haulboard.db.db.selectFrom('loads').select(['orderStatus', 'driverId', 'scheduledPickup'])
      .where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ orderStatus: 'PendingPickup', driverId: null });
    expect(row.scheduledPickup?.slice(0, 10)).toBe(load.earliestPickup);
    recordFlowRun();
  });

  test('the claimed load is listed on Claimed and opens to its detail without a driver', async () => {
    await control('View All Claimed').click();
    await session.page.waitForURL((url) => url.pathname === '/loads/claimed');
    const card = session.page.locator(`[data-load-id="${load.id}"]`).first();
    await card.waitFor();
    await card.getByRole('link', { name: / to / }).click();
    await session.page.waitForURL((url) => url.pathname === detailPath());
    await session.page.getByText('No assigned driver').waitFor();
    recordFlowRun();
  });

  test('a driver assigned from the detail shows on it', async () => {
    await session.page.getByRole('link', { name: 'Edit assigned driver' }).click();
    await session.page.waitForURL((url) => url.pathname === `${detailPath()}/change-driver`);
    await session.page.getByRole('radio', { name: /Marcus Johnson/ }).check();
    await session.page.getByRole('button', { name: 'Change Driver' }).click();
    await session.page.waitForURL((url) => url.pathname === detailPath());
    await session.page.getByLabel('Assigned driver').getByText('Marcus Johnson').waitFor();
    recordFlowRun();
  });

  test('cancelling with a reason makes the load available again', async () => {
    await session.page.getByRole('button', { name: 'Cancel Load' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Reason for Cancelling' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Truck breakdown' }).check();
    await dialog.getByRole('button', { name: 'Cancel Load' }).click();
    await session.page.getByText(`Cancelled load ${load.id}`).waitFor();
    await control('Claim Load').waitFor();
    const row = await session.haulboard.db.db.selectFrom('loads').select(['orderStatus', 'carrierClientId', 'driverId'])
      .where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ orderStatus: 'Available', carrierClientId: null, driverId: null });
    recordFlowRun();
  });
});
