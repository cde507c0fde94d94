import { screen, within } from '@testing-library/react';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { routeFetch, type Route } from '../../support/routedFetch';
import type { CannedResponse } from '../../support/fetchStub';
import { anInvoice } from './invoiceFixtures';

const json = (body: unknown, status = 200): CannedResponse => ({ status, body, headers: { 'content-type': 'application/json' } });
const disputeLookup: Route = ['GET', /\/api\/Lookups\/DisputePaymentEmailAddress$/, () => json({ key: 'DisputePaymentEmailAddress', value: 'payments@haulboard.test' })];
const detailRoute = (answer: CannedResponse): Route => ['GET', /\/api\/CarrierApInvoice\/details\/\d+$/, () => answer];

describe('invoice detail (account spec 2.10)', () => {
  it('shows \'Load {orderId}\' under a back button, the amount, status and date, pick-up and delivery, vehicles, driver and the lines', async () => {
    routeFetch([detailRoute(json(anInvoice())), disputeLookup]);
    renderAppAt('/invoices/details/100123', signedInState());
    expect(await screen.findByRole('heading', { name: 'Load 100123' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
    expect(await screen.findAllByText('$1,198.48')).toHaveLength(2);
    const facts = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toMatchObject({
      Status: 'Paid', 'Paid Date': '11/19/2026', 'Pick-up': 'Dallas, TX', Delivery: 'Atlanta, GA', Vehicles: '3', Driver: 'Rosa Diaz', Invoiced: '11/2/2026',
    });
    const lines = within(screen.getByRole('region', { name: 'Invoice lines' })).getAllByRole('row').map((row) => row.textContent);
    expect(lines).toEqual([
      'Carrier pay$1,234.60', 'Gap insurance (3 vehicles × $1.75)-$5.25', 'Quick Pay (14-day ACH) fee (2.5%)-$30.87', 'Amount$1,198.48',
    ]);
  });

  it('a paid invoice has a Dispute Payment mailto link to the dispute address with a prefilled subject and body', async () => {
    routeFetch([detailRoute(json(anInvoice())), disputeLookup]);
    renderAppAt('/invoices/details/100123', signedInState());
    const link = await screen.findByRole('link', { name: 'Dispute Payment' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('payments@haulboard.test');
    expect(href.searchParams.get('subject')).toBe('Payment dispute: Load 100123');
    expect(href.searchParams.get('body')).toContain('Amount paid: $1,198.48');
    expect(link.className).toContain('hb-button--outline');
  });

  it('a pending invoice has no Dispute Payment', async () => {
    routeFetch([detailRoute(json(anInvoice({ status: 'Pending', paidStatus: 'Pending', paidDate: null }))), disputeLookup]);
    renderAppAt('/invoices/details/100123', signedInState());
    expect(await screen.findByText('Est. Paid Date')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Dispute Payment' })).toBeNull();
  });

  it('an invoice that is not the carrier\'s is not found', async () => {
    routeFetch([detailRoute(json({ message: 'There is no invoice for load 5.' }, 404)), disputeLookup]);
    renderAppAt('/invoices/details/5', signedInState());
    expect(await screen.findByText('This invoice was not found.')).toBeTruthy();
  });
});
