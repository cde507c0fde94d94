import { parseArgs } from 'node:util';
import { wholeNumberOption } from '../commandLine';
import { UNUSABLE_PASSWORD_HASH, hasNoPasswordYet } from '../auth/unsetPassword';
import { normalizeEmail } from '../repositories/accounts';
import { findUserByEmail, insertUser } from '../repositories/users';
import { issueInvitation } from '../services/invitations/issue';
import { refuseMultilineNames } from './options';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

const create: DeskVerb = {
  usage: '--client ID --email ADDRESS [--first-name NAME] [--last-name NAME] [--origin URL]',
  async run({ db, clock, print, notifications }, args) {
    let values: Record<string, string | undefined>;
    try {
      ({ values } = parseArgs({ args, strict: true, options: {
        client: { type: 'string' }, email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' }, origin: { type: 'string' },
      } }));
    } catch (error) {
      throw new DeskUsageError(error instanceof Error ? error.message : String(error));
    }
    if (!values.client || !values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
      throw new DeskUsageError('Name the client by its id and the person by an email address.');
    }
    refuseMultilineNames({ 'first-name': values['first-name'], 'last-name': values['last-name'] });
    let clientId: number;
    try {
      clientId = wholeNumberOption(values.client, 'client', 1);
    } catch (error) {
      throw new DeskUsageError(error instanceof Error ? error.message : String(error));
    }
    if (!(await db.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst())) throw new DeskUsageError(`No client #${clientId}.`);
    const email = normalizeEmail(values.email);
    const now = clock.now();
    let user = await findUserByEmail(db, email);
    if (user && !hasNoPasswordYet(user.passwordHash)) throw new DeskUsageError(`${email} already has a password; use Forgot Password instead.`);
    if (!user) {
      await insertUser(db, {
        clientId, userName: email, email, firstName: values['first-name'] ?? '', lastName: values['last-name'] ?? '', primaryPhone: null,
        cellPhone: null, address1: null, address2: null, city: null, state: null, zip: null, passwordHash: UNUSABLE_PASSWORD_HASH,
        passwordExpiresAt: null, lessThan500: 0, moreThan500: 0, regions: '[]', createdAt: now.toISOString(),
      });
      user = (await findUserByEmail(db, email))!;
    }
    // The command line's origin is PUBLIC_URL or the server its configuration starts (desk/cli.ts).
    const { link } = await issueInvitation(db, user, { origin: values.origin ?? notifications?.origin ?? 'http://localhost:3000', now });
    print(`Invitation for ${email} (client #${clientId}), single use, valid 7 days; send this link, or let them use 'send my invitation again':`);
    print(link);
    return 0;
  },
};

/** Invitations to set up an account on an existing carrier (account spec 2.6, signup for invited carriers). */
export const invitationDesk: DeskGroup = {
  summary: 'invite a person of a carrier to sign up; `create` is the default verb',
  verbs: { create },
  defaultVerb: 'create',
};
