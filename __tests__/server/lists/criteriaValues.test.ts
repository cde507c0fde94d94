import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { InvoiceCriteriaSchema, LoadListCriteriaSchema } from '../../../src/shared/contracts/listCriteria';
import { readInvoiceFilter } from '../../../src/server/services/invoices/criteria';
import { readListFilter } from '../../../src/server/services/loadLists/criteria';

// The API's Ajv checks formats with ajv-formats; TypeBox's own checker is told the one these schemas use.
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', (value) => /^\d{4}-\d{2}-\d{2}$/.test(value));

/** The filter's values that are set, as the criteria schema declares them. */
const setValues = (filter: object) => Object.fromEntries(Object.entries(filter).filter(([key, value]) => value !== null && key !== 'timeZone'));

describe('list criteria read to the values their schemas declare', () => {
  test('load list criteria sent as text read to the values of LoadListCriteriaSchema', () => {
    const reading = readListFilter({
      sortField: 'rate', sortAscending: 'TRUE', driverId: ' 12 ', deliveredFrom: '11/3/2026', deliveredTo: '2026-11-05T10:00:00Z', scheduledPickupRange: 'Future',
    });
    expect(reading).toEqual({ filter: {
      sortField: 'Rate', sortAscending: true, driverId: 12, deliveredFrom: '2026-11-03', deliveredTo: '2026-11-05', scheduledPickupRange: 'future', timeZone: 'UTC',
    } });
    expect(Value.Check(LoadListCriteriaSchema, setValues((reading as { filter: object }).filter))).toBe(true);
  });

  test('invoice criteria sent as text read to the values of InvoiceCriteriaSchema, paidStatus standing for status', () => {
    const reading = readInvoiceFilter({ paidStatus: 'paid', driverId: 7, fromDate: '2026-01-01', thruDate: '1/31/2026', sortField: 'invoiceddate', sortAscending: 0 });
    expect(reading).toEqual({ filter: {
      status: 'Paid', driverId: 7, fromDate: '2026-01-01', thruDate: '2026-01-31', sortField: 'InvoicedDate', sortAscending: false,
    } });
    expect(Value.Check(InvoiceCriteriaSchema, setValues((reading as { filter: object }).filter))).toBe(true);
  });

  test('absent, null and blank criteria filter nothing', () => {
    expect(readListFilter({ sortField: null, driverId: '  ', deliveredFrom: '' })).toEqual({ filter: {
      sortField: null, sortAscending: null, driverId: null, deliveredFrom: null, deliveredTo: null, scheduledPickupRange: null, timeZone: 'UTC',
    } });
  });

  test('every criterion that does not read is refused by field, in the order the schema declares them', () => {
    expect(readListFilter({ scheduledPickupRange: 'soon', driverId: 0, sortField: 'Price' })).toEqual({ errors: [
      { field: 'sortField', message: 'Must be one of: Rate, Units, Miles, AvailableDate, DeliveryDate, OriginCity.' },
      { field: 'driverId', message: 'Must be a whole number from 1.' },
      { field: 'scheduledPickupRange', message: 'Must be one of: tomorrow, future.' },
    ] });
  });
});
