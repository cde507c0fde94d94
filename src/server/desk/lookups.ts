import { PHONE_PATTERN } from '../../shared/formWords';
import { findAllLookups, LOOKUP_KEYS, lookupKeyOf, saveLookupValue, type LookupKey } from '../repositories/lookups';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses and the phone are plain text; PaymentTerms is the JSON list the payment screens read. */
export function lookupValueFrom(key: LookupKey, raw: string): unknown {
  if (key === 'CarrierDispatchPhoneNumber') {
    if (!PHONE_PATTERN.test(raw.trim()) || !/\d/.test(raw)) throw new DeskUsageError(`${key} must be a phone number, e.g. (800) 555-0199.`);
    return raw.trim();
  }
  if (key !== 'PaymentTerms') {
    if (!emailPattern.test(raw.trim())) throw new DeskUsageError(`${key} must be an e-mail address.`);
    return raw.trim();
  }
  let terms: unknown;
  try {
    terms = JSON.parse(raw);
  } catch {
    throw new DeskUsageError('PaymentTerms must be a JSON list, e.g. [{"code":"QuickPay","description":"Quick Pay (14-day ACH)",...}].');
  }
  if (!Array.isArray(terms) || terms.length === 0 || !terms.every((term) => term && typeof term === 'object' && typeof term.code === 'string')) {
    throw new DeskUsageError('PaymentTerms must be a non-empty JSON list of objects, each with a "code".');
  }
  return terms;
}

const set: DeskVerb = {
  usage: `KEY VALUE (KEY: ${LOOKUP_KEYS.join(', ')})`,
  async run({ db, print }, args) {
    if (args.length !== 2) throw new DeskUsageError('Name the key and its value; quote a value with spaces.');
    const key = lookupKeyOf(args[0]);
    if (!key) throw new DeskUsageError(`Unknown lookup "${args[0]}"; the keys are ${LOOKUP_KEYS.join(', ')}.`);
    const value = lookupValueFrom(key, args[1]);
    await saveLookupValue(db, key, value);
    print(`${key} = ${JSON.stringify(value)}`);
    return 0;
  },
};

const list: DeskVerb = {
  usage: '',
  async run({ db, print }, args) {
    if (args.length > 0) throw new DeskUsageError('list takes no arguments.');
    for (const { key, value } of await findAllLookups(db)) print(`${key} = ${JSON.stringify(value)}`);
    return 0;
  },
};

/** The values behind `GET Lookups/{key}`: every API process reads them from the database at once. */
export const lookupDesk: DeskGroup = {
  summary: 'the dispatch and dispute e-mail addresses and payment terms the portal looks up',
  verbs: { set, list },
};
