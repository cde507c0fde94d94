import { rootReducer } from '../../../../src/client/app/rootReducer';
import { driversReceived } from '../../../../src/client/features/drivers/slice';
import { normalizeInvoices } from '../../../../src/client/features/invoices/schemas';
import { selectInvoiceByOrderNumber, selectInvoiceDriverName } from '../../../../src/client/features/invoices/selectors';
import { invoicesReceived } from '../../../../src/client/features/invoices/slice';
import type { DriverRecord } from '../../../../src/shared/loads';
import { aLoad } from '../../support/loads';
import { anInvoice } from './invoiceFixtures';

const rosa: DriverRecord = {
  driverId: 5, firstName: 'Rosa', lastName: 'Diaz', name: 'Rosa Diaz', email: null, cellPhoneNumber: null, enabled: true,
};

describe('an invoice answer is stored apart, each entity once by id', () => {
  it('invoices keep the order of the answer and are stored by order number', () => {
    const { ids, invoices, loads, drivers } = normalizeInvoices([anInvoice({ orderNumber: 2 }), anInvoice({ orderNumber: 1 })]);
    expect(ids).toEqual([2, 1]);
    expect(invoices).toHaveLength(2);
    expect(invoices).toEqual(expect.arrayContaining([anInvoice({ orderNumber: 2 }), anInvoice({ orderNumber: 1 })]));
    expect([loads, drivers]).toEqual([[], []]);
  });

  it('an invoice that carries its load puts the load in the loads and its driver in the drivers, and keeps only its order number', () => {
    const load = aLoad({ id: 100_123, driverId: 5 });
    const { invoices, loads, drivers } = normalizeInvoices([{ ...anInvoice(), load: { ...load, driver: rosa } }]);
    expect(invoices).toEqual([anInvoice()]);
    expect(loads).toEqual([load]);
    expect(drivers).toEqual([rosa]);
  });

  it('a driver renamed on the drivers screen is renamed on their invoices', () => {
    let state = rootReducer(undefined, { type: 'test/init' });
    state = rootReducer(state, invoicesReceived(normalizeInvoices([anInvoice()]).invoices));
    const invoice = selectInvoiceByOrderNumber(state, 100_123)!;
    expect(selectInvoiceDriverName(state, invoice)).toBe('Rosa Diaz');
    state = rootReducer(state, driversReceived([{ ...rosa, firstName: 'Rosalind', name: 'Rosalind Diaz' }]));
    expect(selectInvoiceDriverName(state, invoice)).toBe('Rosalind Diaz');
  });
});
