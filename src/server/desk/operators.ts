import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { addOperator } from '../auth/operatorSignIn';
import { passwordProblem } from '../../shared/passwordPolicy';
import { loadPasswordEstimator } from '../../shared/passwordStrength';
import { parsedOptions, refuseMultilineNames } from './options';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const add: DeskVerb = {
  usage: '--email ADDRESS --name NAME [--password PASSWORD]',
  async run({ db, clock, print }, args) {
    const { values, positionals } = parsedOptions(() => parseArgs({
      args, allowPositionals: true, strict: true,
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
    }));
    if (positionals.length > 0) throw new DeskUsageError(`Unexpected argument "${positionals[0]}"; quote texts with spaces.`);
    refuseMultilineNames({ name: values.name });
    const email = values.email?.trim() ?? '';
    const name = values.name?.trim() ?? '';
    if (!emailPattern.test(email)) throw new DeskUsageError(email ? `"${email}" is not an email address.` : '--email is required.');
    if (!name) throw new DeskUsageError('--name is required.');
    if (values.password !== undefined) {
      await loadPasswordEstimator();
      const problem = passwordProblem(values.password, { email, names: [name] });
      if (problem) throw new DeskUsageError(`--password: ${problem}.`);
    }
    const password = values.password ?? randomBytes(12).toString('base64url');
    const added = await addOperator(db, { email, name, password, now: clock.now() });
    if (!added) {
      print(`An operator with the e-mail address ${email.toLowerCase()} exists already.`);
      return 1;
    }
    print(`Added operator #${added.id} ${added.name} <${added.email}>; they sign in with POST /api/desk/token.`);
    if (values.password === undefined) {
      print('Their password, shown this once:');
      print(password);
    }
    return 0;
  },
};

/** People who work the desk (issue 13): their own accounts, apart from carrier users. */
export const operatorDesk: DeskGroup = {
  summary: 'operator accounts for the desk API, apart from carrier users',
  verbs: { add },
};
