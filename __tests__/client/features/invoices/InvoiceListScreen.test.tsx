import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderAppAt, setViewportWidth, signedInState } from '../../app/renderAppAt';
import { routeFetch, type Route } from '../../support/routedFetch';
import type { CannedResponse, SentRequest } from '../../support/fetchStub';
import { pinClock } from '../../../support/clock';
import { anInvoice } from './invoiceFixtures';

const json = (body: unknown): CannedResponse => ({ status: 200, body, headers: { 'content-type': 'application/json' } });
const listRoute = (answer: (request: SentRequest) => CannedResponse): Route => ['POST', /\/api\/CarrierApInvoice\/list$/, answer];
const page = (records: unknown[], totalRecordCount = records.length) => json({ records, totalRecordCount });
/** The body as the server reads it: keys without regard to case. */
const criteriaOf = (request: SentRequest) =>
  Object.fromEntries(Object.entries(request.body as Record<string, unknown>).map(([key, value]) => [key[0].toLowerCase() + key.slice(1), value]));

describe('Paid and Pending invoice lists (account spec 2.10)', () => {
  // Unmounted first, so restoring the width redraws nothing.
  afterEach(() => {
    cleanup();
    setViewportWidth(1024);
  });

  it('on desktop a table has Order Number, Origin and Destination, Amount and Paid Date, each row linking to the invoice', async () => {
    setViewportWidth(1280);
    routeFetch([listRoute(() => page([anInvoice()]))]);
    renderAppAt('/invoices/paid', signedInState());
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/ [▲▼]$/, ''));
    expect(headers).toEqual(['Order Number', 'Origin and Destination', 'Amount', 'Paid Date']);
    expect(within(table).getByRole('link', { name: '100123' }).getAttribute('href')).toBe('/invoices/details/100123');
    expect(within(table).getByText('Dallas, TX to Atlanta, GA')).toBeTruthy();
    expect(within(table).getByText('$1,198.48')).toBeTruthy();
    expect(within(table).getByText('11/19/2026')).toBeTruthy();
  });

  it('the pending table\'s date column is Est. Paid Date', async () => {
    setViewportWidth(1280);
    routeFetch([listRoute(() => page([anInvoice({ status: 'Pending', paidStatus: 'Pending', paidDate: null })]))]);
    renderAppAt('/invoices/pending', signedInState());
    expect(await screen.findByRole('columnheader', { name: /Est. Paid Date/ })).toBeTruthy();
    expect(screen.getByText('11/20/2026')).toBeTruthy();
  });

  it('Order Number sorts the list, and pressing it again turns the order round', async () => {
    setViewportWidth(1280);
    const sent: Record<string, unknown>[] = [];
    routeFetch([listRoute((request) => {
      sent.push(criteriaOf(request));
      return page([anInvoice()]);
    })]);
    const { user } = renderAppAt('/invoices/paid', signedInState());
    await user.click(await screen.findByRole('button', { name: /Order Number/ }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ status: 'Paid', sortField: 'OrderNumber', sortAscending: true }));
    await user.click(screen.getByRole('button', { name: /Order Number/ }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ sortField: 'OrderNumber', sortAscending: false }));
    expect(screen.getByRole('columnheader', { name: /Order Number/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('below 1024 px a card reads the order number, \'origin city, state to destination city, state\', the amount and the date', async () => {
    setViewportWidth(390);
    routeFetch([listRoute(() => page([anInvoice()]))]);
    renderAppAt('/invoices/paid', signedInState());
    const card = await screen.findByRole('link', { name: /Load 100123/ });
    expect(card.getAttribute('href')).toBe('/invoices/details/100123');
    expect(card.textContent).toBe('Load 100123$1,198.48Dallas, TX to Atlanta, GAPaid Date: 11/19/2026');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('an invoice without its date reads \'{status} (Date unknown)\'', async () => {
    setViewportWidth(390);
    routeFetch([listRoute(() => page([anInvoice({ status: 'Pending', paidStatus: 'Pending', paidDate: null, estimatedPayDate: null })]))]);
    renderAppAt('/invoices/pending', signedInState());
    expect((await screen.findByRole('link', { name: /Load 100123/ })).textContent).toContain('Pending (Date unknown)');
  });

  it.each([['paid', 'No paid invoices found'], ['pending', 'No pending invoices found']])(
    'an empty %s list says %s', async (path, text) => {
      routeFetch([listRoute(() => page([]))]);
      renderAppAt(`/invoices/${path}`, signedInState());
      expect(await screen.findByText(text)).toBeTruthy();
    });

  it('the list shows its count and the Email and Download actions named after it', async () => {
    routeFetch([listRoute(() => page([anInvoice()], 41))]);
    renderAppAt('/invoices/pending', signedInState());
    expect(await screen.findByText('41 Invoices')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email Pending Invoices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Pending Invoices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeTruthy();
  });

  it('Email Paid Invoices opens a dialog titled and worded for the paid invoices it sends as Paid Invoices.csv', async () => {
    pinClock('2026-11-26T10:00:00');
    routeFetch([listRoute(() => page([anInvoice()]))]);
    const { user } = renderAppAt('/invoices/paid', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Email Paid Invoices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Paid Invoices' });
    expect(within(dialog).getByText('Choose a driver or team member to send the paid invoices to, attached as Paid Invoices.csv.')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Subject').value).toBe('Paid Invoices on 11/26/2026');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Here are the paid invoices, attached as Paid Invoices.csv.');
    expect(within(dialog).getByRole('button', { name: 'Send Invoices' })).toBeTruthy();
    expect(within(dialog).queryByText(/documents|loads tomorrow/i)).toBeNull();
  });

  it('Email Pending Invoices speaks of the pending invoices', async () => {
    routeFetch([listRoute(() => page([anInvoice({ status: 'Pending', paidStatus: 'Pending' })]))]);
    const { user } = renderAppAt('/invoices/pending', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Email Pending Invoices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Pending Invoices' });
    expect(within(dialog).getByText('Choose a driver or team member to send the pending invoices to, attached as Pending Invoices.csv.')).toBeTruthy();
  });

  it('Load More asks for the next page and adds its invoices', async () => {
    setViewportWidth(1280);
    routeFetch([listRoute((request) => (request.query.get('pageNumber') === '2'
      ? page([anInvoice({ orderNumber: 2 })], 2) : page([anInvoice({ orderNumber: 1 })], 2)))]);
    const { user } = renderAppAt('/invoices/paid', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: '2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('the date dropdown offers Filter By: Date, This Year, This Month, This Week, Today and Custom Date Range', async () => {
    routeFetch([listRoute(() => page([]))]);
    renderAppAt('/invoices/paid', signedInState());
    const select = await screen.findByRole('combobox', { name: 'Date' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent))
      .toEqual(['Filter By: Date', 'This Year', 'This Month', 'This Week', 'Today', 'Custom Date Range']);
  });

  it('Paid and Pending are a tab pair, and /invoices opens Pending', async () => {
    routeFetch([listRoute(() => page([]))]);
    const { router } = renderAppAt('/invoices', signedInState());
    const tabs = await screen.findByRole('navigation', { name: 'Invoices' });
    expect(within(tabs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]))
      .toEqual([['Paid', '/invoices/paid'], ['Pending', '/invoices/pending']]);
    expect(router.state.location.pathname).toBe('/invoices/pending');
  });
});
