import { approvePaymentMethodChange, findPendingChanges } from '../repositories/paymentMethods';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

const list: DeskVerb = {
  usage: '',
  async run({ db, print }, args) {
    if (args.length > 0) throw new DeskUsageError('list takes no arguments.');
    const pending = await findPendingChanges(db);
    if (pending.length === 0) print('No pending payment preference change requests.');
    for (const row of pending) {
      print(`${row.id}\tclient ${row.clientId} (${row.clientName})\t${row.currentCode} → ${row.requestedCode}\trequested ${row.requestedAt}`);
    }
    return 0;
  },
};

const approve: DeskVerb = {
  usage: 'ID (a request id from list)',
  async run({ db, clock, print }, args) {
    const id = args.length === 1 && /^\d+$/.test(args[0]) ? Number(args[0]) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new DeskUsageError('Name one request by its id.');
    const approved = await approvePaymentMethodChange(db, id, clock.now());
    if (!approved) {
      print(`There is no pending request ${id}: it was approved already, replaced by a newer one, or never made.`);
      return 1;
    }
    print(`Approved: client ${approved.clientId} is paid by ${approved.requestedCode} on invoices made from now on.`);
    return 0;
  },
};

/** Carriers' requests to change their default payment term (account spec 2.10, Payment Preferences). */
export const paymentPreferenceDesk: DeskGroup = {
  summary: 'carriers\' requests to change their default payment term: list the pending ones, approve one',
  verbs: { list, approve },
};
