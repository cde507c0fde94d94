import type { Insertable } from 'kysely';
import { CANCEL_AT_ASSIGN_REASON_CODE, DISPATCH_PHONE } from '../../../shared/constants';
import { storedRegistrationCode } from '../../services/registration/codes';
import { insertMany } from '../bulkInsert';
import type { Db } from '../database';
import type { AnnouncementsTable, LookupsTable, RegistrationCodesTable, UnassignReasonsTable } from '../tables';

/** Settlement options; amount is the percentage of the carrier amount kept for paying early. */
export const paymentTerms = [
  { code: 'ExpressPay', type: 'ACH', description: 'Express Pay (2-day ACH)', timing: 2, amount: 5 },
  { code: 'QuickPay', type: 'ACH', description: 'Quick Pay (14-day ACH)', timing: 14, amount: 2.5 },
  { code: 'ThirtyDayPay', type: 'ACH', description: '30-Day Pay (ACH)', timing: 30, amount: 0 },
];

const lookups: Insertable<LookupsTable>[] = [
  { key: 'PaymentTerms', value: JSON.stringify(paymentTerms) },
  { key: 'DisputePaymentEmailAddress', value: JSON.stringify('payments@haulboard.test') },
  { key: 'CarrierDispatchEmailAddress', value: JSON.stringify('dispatch@haulboard.test') },
  { key: 'CarrierDispatchPhoneNumber', value: JSON.stringify(DISPATCH_PHONE) },
];

const reasonGroups: { groupKey: string; groupTitle: string; reasons: [code: string, label: string][] }[] = [
  {
    groupKey: 'Carrier', groupTitle: 'Carrier Issues',
    reasons: [[CANCEL_AT_ASSIGN_REASON_CODE, 'Assigned in error'], ['TB', 'Truck breakdown'], ['DU', 'Driver unavailable'],
      ['OB', 'Truck overbooked']],
  },
  {
    groupKey: 'Load', groupTitle: 'Load Issues',
    reasons: [['VN', 'Vehicle not ready for pick-up'], ['IN', 'Inoperable vehicle not disclosed'],
      ['WI', 'Wrong pick-up or delivery information'], ['RL', 'Rate too low for the route']],
  },
  {
    groupKey: 'Schedule', groupTitle: 'Schedule Conflicts',
    reasons: [['PD', 'Pick-up date does not work'], ['DD', 'Delivery date does not work'], ['WX', 'Weather delay']],
  },
];

const unassignReasons: Insertable<UnassignReasonsTable>[] = reasonGroups.flatMap(({ groupKey, groupTitle, reasons }) =>
  reasons.map(([code, label], position) => ({ code, groupKey, groupTitle, label, position })),
);

function announcements(now: Date): Insertable<AnnouncementsTable>[] {
  const startsAt = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const base = { active: 1 as const, startsAt, endsAt: null, callToActionCopy: null, callToActionUrl: null };
  return [
    { ...base, id: 1, targetType: 'CIHeader', rotationTimeInSeconds: 8, title: 'Backhauls made easy',
      details: 'Open any claimed load and tap Find Backhaul to fill the trip home.',
      callToActionCopy: 'Find a backhaul', callToActionUrl: '/search' },
    { ...base, id: 2, targetType: 'CIHeader', rotationTimeInSeconds: 6, title: 'Quick Pay is here',
      details: 'Get paid in 14 days by ACH. Change your payment preference in My Account.' },
    { ...base, id: 3, targetType: 'CIBody', rotationTimeInSeconds: 10, title: 'Find loads on the go',
      details: 'Search, save and claim loads from your phone between stops.',
      callToActionCopy: 'Start searching', callToActionUrl: '/search' },
    { ...base, id: 4, targetType: 'CIBody', rotationTimeInSeconds: 10, title: 'Dispatch has your back',
      details: 'Call dispatch Monday to Friday 7am-7pm and weekends 8am-4pm.' },
    { ...base, id: 5, targetType: 'CIBody', rotationTimeInSeconds: 12, title: 'Gap insurance included',
      details: 'Every delivered vehicle is covered for $1.75, deducted from the invoice.',
      callToActionCopy: 'Read the FAQ', callToActionUrl: '/tips-and-tools/faq' },
    { ...base, id: 6, targetType: 'CIHeader', rotationTimeInSeconds: 8, title: 'Holiday hours', active: 0,
      details: 'Dispatch closes early on holidays.', endsAt: startsAt },
  ];
}

/** Stored the way issued codes are (only their hash), so `WELCOME-2026` validates like a code from the desk. */
function registrationCodes(now: Date): Insertable<RegistrationCodesTable>[] {
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  const stored = (code: Parameters<typeof storedRegistrationCode>[0], usedAt: string | null) => {
    const { codeHash, ...row } = storedRegistrationCode(code);
    return { code: codeHash, ...row, usedAt };
  };
  return [
    stored({ code: 'WELCOME-2026', email: 'new.carrier@carrier.test', companyName: 'New Carrier Co', expiresAt: inDays(365) }, null),
    stored({ code: 'USED-2025', email: 'used@carrier.test', companyName: 'Already Registered LLC', expiresAt: inDays(365) }, inDays(-20)),
    stored({ code: 'EXPIRED-2024', email: 'late@carrier.test', expiresAt: inDays(-60) }, null),
  ];
}

/** Lookups, cancel reasons, announcements and registration codes: the same on every seeded database. */
export async function seedReferenceData(db: Db, now: Date): Promise<void> {
  await db.db.transaction().execute(async (trx) => {
    await insertMany(trx, db.dialect, 'lookups', lookups);
    await insertMany(trx, db.dialect, 'unassignReasons', unassignReasons);
    await insertMany(trx, db.dialect, 'announcements', announcements(now));
    await insertMany(trx, db.dialect, 'registrationCodes', registrationCodes(now));
  });
}
