import { screen, waitFor, within } from '@testing-library/react';
import { pinClock } from '../../../../src/client/app/clock';
import * as saveFileModule from '../../../../src/client/features/documents/saveFile';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import type { CannedResponse } from '../../support/fetchStub';
import type { SentRequest } from '../../support/fetchStub';
import { routeFetch, type Route } from '../../support/routedFetch';

const json = (body: unknown): CannedResponse => ({ status: 200, body, headers: { 'content-type': 'application/json' } });
const tasks = { inRouteCount: 2, pendingPickupCount: 5, savedCount: 9, pendingPaymentCount: 1 };
const figures = { loadCount: 4, vehicleCount: 10, miles: 2400, revenueCents: 612_500 };
const noInsuranceWarning = { daysUntilDamageExpiration: 200, daysUntilLiabilityExpiration: 300, insuranceExpirationWarningThreshold: 30 };
const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

function dashboardRoutes(overrides: { insurance?: unknown; newLoads?: number } = {}): Route[] {
  return [
    ['GET', /\/api\/CarrierLoads\/MyTasks$/, () => json(tasks)],
    ['GET', /\/api\/Carriers\/InsuranceExpiration$/, () => json(overrides.insurance ?? noInsuranceWarning)],
    ['GET', /\/api\/CarrierLoads\/newLoadsToday$/, () => json(overrides.newLoads ?? 0)],
    ['GET', /\/api\/CarrierLoads\/LoadTrends$/, () => json({ current: figures, previous: { ...figures, loadCount: 2 } })],
    ['GET', /\/api\/CarrierLoads\/SixMonthPaymentSummary$/, () => json({ months: months.map((month) => ({ month, invoicedCents: 150_000, paidCents: 120_050 })) })],
    ['GET', /\/api\/CarrierLoads\/SixMonthLoadSummary$/, () => json({ months: months.map((month) => ({ month, loadCount: 3, vehicleCount: 8 })) })],
    ['GET', /\/api\/CarrierLoads\/SixMonthRevenueSummary$/, () => json({
      compareRegion: 'MidAtlantic', months: months.map((month) => ({ month, revenuePerMileCents: 212, regionRevenuePerMileCents: 187 })),
    })],
  ];
}

const card = (title: string) => screen.getByRole('article', { name: title });
const sectionToggle = (name: string) => screen.getByRole('button', { name });

describe('Dashboard screen (account spec 2.8)', () => {
  beforeEach(() => pinClock('2026-11-20T18:30:00.000Z'));
  afterEach(() => jest.restoreAllMocks());

  it('collapsible sections My Tasks, My Trends, My Summary and the invoice chart are all open by default', async () => {
    routeFetch(dashboardRoutes());
    renderAppAt('/dashboard', signedInState());
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    for (const name of ['My Tasks', 'My Trends', 'My Summary', 'My Payments']) {
      expect(sectionToggle(name).getAttribute('aria-expanded')).toBe('true');
    }
  });

  it('the open/closed flags persist between sessions: a closed section is kept in the persisted preferences', async () => {
    routeFetch(dashboardRoutes());
    const { user, store, unmount } = renderAppAt('/dashboard', signedInState());
    await user.click(await screen.findByRole('button', { name: 'My Trends' }));
    expect(sectionToggle('My Trends').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Trend period' })).toBeNull();
    expect(store.getState().preferences.expandedSections).toEqual({ myTrends: false });
    await waitFor(() => expect(window.localStorage.getItem('persist:haulboard.preferences')).toContain('myTrends'));
    unmount();

    // The next session starts from what this browser kept.
    routeFetch(dashboardRoutes());
    renderAppAt('/dashboard', signedInState());
    await waitFor(() => expect(sectionToggle('My Trends').getAttribute('aria-expanded')).toBe('false'));
    expect(sectionToggle('My Tasks').getAttribute('aria-expanded')).toBe('true');
  });

  it('My Tasks has four count cards with their links, downloads and e-mails', async () => {
    routeFetch(dashboardRoutes());
    renderAppAt('/dashboard', signedInState());
    await waitFor(() => expect(within(card('Loads In Progress')).getByText('2')).toBeTruthy());
    const inProgress = within(card('Loads In Progress'));
    expect(inProgress.getByRole('link', { name: 'View Loads' }).getAttribute('href')).toBe('/loads/in-progress');
    expect(inProgress.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(inProgress.getByRole('button', { name: 'Email' })).toBeTruthy();
    const claimed = within(card('Claimed Loads'));
    expect(claimed.getByText('5')).toBeTruthy();
    expect(claimed.getByRole('link', { name: 'View Loads' }).getAttribute('href')).toBe('/loads/claimed');
    expect(claimed.getByRole('button', { name: 'Email' })).toBeTruthy();
    const saved = within(card('Saved Loads'));
    expect(saved.getByText('9')).toBeTruthy();
    expect(saved.getByRole('link', { name: 'View Loads' }).getAttribute('href')).toBe('/loads/saved');
    expect(saved.queryByRole('button')).toBeNull();
    const pending = within(card('Pending Payments'));
    expect(pending.getByText('1')).toBeTruthy();
    expect(pending.getByRole('link', { name: 'View Pending' }).getAttribute('href')).toBe('/invoices/pending');
    expect(pending.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(pending.queryByRole('button', { name: 'Email' })).toBeNull();
  });

  it("Pending Payments' download saves the pending invoices the invoice list exports, as 'Pending Invoices.csv'", async () => {
    const save = jest.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
    let asked: SentRequest | null = null;
    routeFetch([...dashboardRoutes(), ['POST', /\/api\/CarrierApInvoice\/list$/, (request) => {
      asked = request;
      return { status: 200, body: 'Order Number,Amount\n1001,$1182.50\n', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="Pending Invoices.csv"' } };
    }]]);
    const { user } = renderAppAt('/dashboard', signedInState());
    await waitFor(() => expect(within(card('Pending Payments')).getByText('1')).toBeTruthy());
    await user.click(within(card('Pending Payments')).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'Pending Invoices.csv'));
    expect(asked!.query.get('resultType')).toBe('CSV');
    expect(asked!.body).toMatchObject({ Status: 'Pending' });
  });

  it("Email on a task card opens the Send Documents dialog for that list", async () => {
    routeFetch(dashboardRoutes());
    const { user } = renderAppAt('/dashboard', signedInState());
    await waitFor(() => expect(within(card('Claimed Loads')).getByText('5')).toBeTruthy());
    await user.click(within(card('Claimed Loads')).getByRole('button', { name: 'Email' }));
    expect(await screen.findByRole('dialog', { name: 'Send Documents' })).toBeTruthy();
  });

  it('insurance alert shows when the damage or liability days left is at or below the threshold; the number shown is the smaller of the two', async () => {
    routeFetch(dashboardRoutes({ insurance: { daysUntilDamageExpiration: 30, daysUntilLiabilityExpiration: 12, insuranceExpirationWarningThreshold: 30 } }));
    renderAppAt('/dashboard', signedInState());
    expect((await screen.findByRole('alert')).textContent).toBe('Your damage and/or liability insurance expires in 12 day(s)!');
  });

  it('no insurance alert while both covers end after the threshold', async () => {
    routeFetch(dashboardRoutes({ insurance: { daysUntilDamageExpiration: 31, daysUntilLiabilityExpiration: 90, insuranceExpirationWarningThreshold: 30 } }));
    renderAppAt('/dashboard', signedInState());
    await waitFor(() => expect(within(card('Saved Loads')).getByText('9')).toBeTruthy());
    expect(screen.queryByText(/insurance expires/)).toBeNull();
  });

  it('the new loads banner shows when loadsAddedToday is positive; dismissing it remembers the date and hides it', async () => {
    routeFetch(dashboardRoutes({ newLoads: 14 }));
    const { user, store } = renderAppAt('/dashboard', signedInState());
    const banner = await screen.findByText(/14 new loads were added to the board today/);
    expect(within(banner).getByRole('link', { name: 'Find Loads' }).getAttribute('href')).toBe('/search');
    await user.click(screen.getByRole('button', { name: 'Dismiss the new loads banner' }));
    expect(screen.queryByText(/new loads were added/)).toBeNull();
    expect(store.getState().preferences.newLoadsBannerDismissedOn).toBe('2026-11-20T18:30:00.000Z');
  });

  it('the banner stays away within an hour of its dismissal', async () => {
    routeFetch(dashboardRoutes({ newLoads: 3 }));
    renderAppAt('/dashboard', { ...signedInState(), preferences: { expandedSections: {}, unsaved: false, newLoadsBannerDismissedOn: '2026-11-20T17:31:00.000Z' } });
    await waitFor(() => expect(within(card('Saved Loads')).getByText('9')).toBeTruthy());
    expect(screen.queryByText(/new loads were added/)).toBeNull();
  });

  it('the banner reappears after at least 1 hour if new loads exist', async () => {
    routeFetch(dashboardRoutes({ newLoads: 3 }));
    renderAppAt('/dashboard', { ...signedInState(), preferences: { expandedSections: {}, unsaved: false, newLoadsBannerDismissedOn: '2026-11-20T17:30:00.000Z' } });
    expect(await screen.findByText(/3 new loads were added/)).toBeTruthy();
  });

  it('trends offer This Week (default), This Month and This Year; choosing one asks for that period against the one before', async () => {
    const fetchMock = routeFetch(dashboardRoutes());
    const { user } = renderAppAt('/dashboard', signedInState());
    const periods = await screen.findByRole('group', { name: 'Trend period' });
    expect(within(periods).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-pressed')]))
      .toEqual([['This Week', 'true'], ['This Month', 'false'], ['This Year', 'false']]);
    expect(await screen.findByText('+100% (before: 2)')).toBeTruthy();
    await user.click(within(periods).getByRole('button', { name: 'This Year' }));
    await waitFor(() => {
      const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter(({ pathname }) => pathname.endsWith('/LoadTrends'));
      expect(asked.at(-1)?.searchParams.get('fromStart')).toBe('2025-11-20T18:30:00.000Z');
      expect(asked.at(-1)?.searchParams.get('compareToStart')).toBe('2024-11-20T18:30:00.000Z');
    });
  });

  it('the charts for payments, loads, revenue per mile and trends carry their figures as text', async () => {
    routeFetch(dashboardRoutes());
    renderAppAt('/dashboard', signedInState());
    const payments = await screen.findByRole('table', { name: 'Invoiced and paid, last six months' });
    expect(within(payments).getAllByRole('row')[6].textContent).toBe('Nov$1,500$1,201');
    const revenue = screen.getByRole('table', { name: 'Revenue per mile against Mid Atlantic, last six months' });
    expect(within(revenue).getAllByRole('row')[1].textContent).toBe('Jun$2.12/mi$1.87/mi');
    expect(screen.getByRole('table', { name: 'Loads delivered, last six months' })).toBeTruthy();
    expect(screen.getByRole('table', { name: /Loads and vehicles, This Week/ })).toBeTruthy();
    expect(screen.queryByText('Coming Soon!')).toBeNull();
  });
});
