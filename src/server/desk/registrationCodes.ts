import { parseArgs } from 'node:util';
import { issueRegistrationCode } from '../services/registration/codes';
import { refuseMultilineNames } from './options';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

const create: DeskVerb = {
  usage: '[--email ADDRESS] [--company NAME]',
  async run({ db, clock, print }, args) {
    let values: { email?: string; company?: string };
    try {
      ({ values } = parseArgs({ args, strict: true, options: { email: { type: 'string' }, company: { type: 'string' } } }));
    } catch (error) {
      throw new DeskUsageError(error instanceof Error ? error.message : String(error));
    }
    if (values.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
      throw new DeskUsageError(`"${values.email}" is not an email address.`);
    }
    refuseMultilineNames({ company: values.company });
    const { code, expiresAt } = await issueRegistrationCode(db, { email: values.email, companyName: values.company, now: clock.now() });
    const forWhom = [values.company, values.email].filter(Boolean).join(', ');
    print(`Registration code${forWhom ? ` for ${forWhom}` : ''}, single use, valid until ${expiresAt}; the carrier opens /register/welcome/<code>:`);
    // Alone on the last line, so scripts can take it with `tail -n 1`.
    print(code);
    return 0;
  },
};

/** Single-use codes that open the carrier registration wizard (account spec 2.6). */
export const registrationCodeDesk: DeskGroup = {
  summary: 'single-use codes for the carrier registration wizard; `create` is the default verb',
  verbs: { create },
  defaultVerb: 'create',
};
