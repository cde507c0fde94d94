import { declineCarrierApplication, findCarrierApplications } from '../repositories/carrierApplications';
import { declineRefusals } from '../services/registration/decline';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

/** The newest this many; the API pages through the rest. */
const LIST_LIMIT = 100;

const list: DeskVerb = {
  usage: '',
  async run({ db, clock, print }, args) {
    if (args.length > 0) throw new DeskUsageError('list takes no arguments.');
    const { rows, total } = await findCarrierApplications(db, { limit: LIST_LIMIT, offset: 0 }, clock.now());
    if (rows.length === 0) print('No applications.');
    for (const row of rows) {
      print([
        row.id, row.status, `applied ${row.appliedAt}`, row.companyName, `DOT ${row.dotNumber}`, `MC ${row.mcNumber}`,
        `${row.ownerName} <${row.companyEmailAddress}>`, row.officePhone,
      ].join('\t'));
    }
    if (total > rows.length) print(`${total - rows.length} older applications not shown; GET /api/desk/applications pages through them.`);
    return 0;
  },
};

const decline: DeskVerb = {
  usage: 'ID (an application id from list)',
  async run({ db, clock, print }, args) {
    const id = args.length === 1 && /^\d+$/.test(args[0]) ? Number(args[0]) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new DeskUsageError('Name one application by its id.');
    const outcome = await declineCarrierApplication(db, id, clock.now());
    if (outcome !== 'declined') {
      print(declineRefusals[outcome](id));
      return 1;
    }
    print(`Declined application ${id}: its registration link no longer works.`);
    return 0;
  },
};

/** Issue 22: carriers' applications from the website (Sign Up), each with the registration link mailed for it. */
export const applicationDesk: DeskGroup = {
  summary: 'carriers\' applications from the website: list them, decline one (its registration link stops working)',
  verbs: { list, decline },
};
