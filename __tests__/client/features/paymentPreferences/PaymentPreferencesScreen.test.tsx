import { screen, waitFor, within } from '@testing-library/react';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { routeFetch, type Route } from '../../support/routedFetch';
import type { CannedResponse } from '../../support/fetchStub';

const json = (body: unknown): CannedResponse => ({ status: 200, body, headers: { 'content-type': 'application/json' } });
const terms = [
  { code: 'ExpressPay', type: 'ACH', description: 'Express Pay (2-day ACH)', timing: 2, amount: 5 },
  { code: 'QuickPay', type: 'ACH', description: 'Quick Pay (14-day ACH)', timing: 14, amount: 2.5 },
  { code: 'ThirtyDayPay', type: 'ACH', description: '30-Day Pay (ACH)', timing: 30, amount: 0 },
];
const lookups: Route = ['GET', /\/api\/Lookups\/PaymentTerms$/, () => json({ key: 'PaymentTerms', value: terms })];
const defaultMethod = (pendingCode: string | null): Route => ['GET', /\/api\/CarrierApInvoice\/DefaultPaymentMethod$/, () => json({
  defaultPaymentMethod: 'ThirtyDayPay',
  pendingChangeRequest: pendingCode ? { id: 3, requestedSettlementOption: pendingCode, requestedAt: '2026-11-24T10:00:00.000Z' } : null,
})];

describe('Payment Preferences (account spec 2.10)', () => {
  it('lists the settlement options with description, timing in business days and fee, the current one marked', async () => {
    routeFetch([lookups, defaultMethod(null)]);
    renderAppAt('/payment-preferences', signedInState());
    const options = await screen.findAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual([
      'Express Pay (2-day ACH)ACH · 2 business days · 5% of the carrier amount',
      'Quick Pay (14-day ACH)ACH · 14 business days · 2.5% of the carrier amount',
      '30-Day Pay (ACH)ACH · 30 business days · No feeCurrent',
    ]);
  });

  it('a pending request is shown', async () => {
    routeFetch([lookups, defaultMethod('QuickPay')]);
    renderAppAt('/payment-preferences', signedInState());
    expect(await screen.findByText('Change requested to Quick Pay (14-day ACH), waiting for approval.')).toBeTruthy();
  });

  it('in request mode Submit is disabled until another option is chosen, then Change Request Received', async () => {
    const sent: string[] = [];
    routeFetch([lookups, defaultMethod(null), ['POST', /\/api\/CarrierApInvoice\/DefaultPaymentMethodChangeRequest$/, (request) => {
      sent.push(request.query.get('requestedSettlementOption') ?? '');
      return json({ defaultPaymentMethod: 'ThirtyDayPay', pendingChangeRequest: { id: 9, requestedSettlementOption: 'QuickPay', requestedAt: '2026-11-24T10:00:00.000Z' } });
    }]]);
    const { user } = renderAppAt('/payment-preferences', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Request a Change' }));
    const choices = within(screen.getByRole('group', { name: 'Choose another payment option' })).getAllByRole('radio');
    expect(choices.map((choice) => (choice as HTMLInputElement).value)).toEqual(['ExpressPay', 'QuickPay']);
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Quick Pay/ }));
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Change Request Received' })).toBeTruthy();
    await waitFor(() => expect(sent).toEqual(['QuickPay']));
  });
});
