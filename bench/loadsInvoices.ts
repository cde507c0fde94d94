import type { FastifyInstance } from 'fastify';
import { timed, type Figure } from './loadsFigures';

/** The invoice list (account spec 7) as the busy carrier's Paid and Pending screens ask for it, 200 times after 20 to warm up. */
export async function timeInvoiceList(app: FastifyInstance, headers: Record<string, string>, now: Date, driverId: number): Promise<Figure[]> {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const pages: [string, Record<string, unknown>][] = [
    ['Invoices: Pending, first page of 20, newest invoiced first', { status: 'Pending' }],
    ['Invoices: Paid, first page of 20, by order number', { status: 'Paid', sortField: 'OrderNumber', sortAscending: true }],
    ['Invoices: Paid, invoiced in the last 30 days', { status: 'Paid', fromDate: day(-30), thruDate: day(0) }],
    ['Invoices: Paid, one driver', { status: 'Paid', driverId }],
  ];
  const post = async (criteria: Record<string, unknown>, query = '') => {
    const response = await app.inject({
      method: 'POST', url: `/api/CarrierApInvoice/list?SourceApplication=CarrierPortal${query}`, headers, payload: JSON.stringify(criteria),
    });
    if (response.statusCode !== 200) throw new Error(`invoice list: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };
  const figures: Figure[] = [];
  for (const [what, criteria] of pages) {
    await timed(20, () => post(criteria));
    let total = 0;
    const samples = await timed(200, async () => { total = (await post(criteria)).json().totalRecordCount; });
    figures.push({ what, samples, note: `${total.toLocaleString('en-US')} invoices` });
  }
  let rows = 0;
  const csvSamples = await timed(11, async () => {
    rows = (await post({ status: 'Paid' }, '&resultType=CSV')).body.trimEnd().split('\n').length - 1;
  });
  figures.push({ what: 'Invoices: Paid as CSV (whole list)', samples: csvSamples.slice(1), note: `${rows.toLocaleString('en-US')} rows` });
  return figures;
}
