import { parseArgs } from 'node:util';
import { wholeNumberOption } from '../commandLine';
import { createDeskApiKey, deskApiKeys, revokeDeskApiKeyById } from '../auth/deskApiKeys';
import { HttpError } from '../http/errors';
import { parsedOptions } from './options';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

const scopeWords = { broker: 'a broker\'s key, for its own loads only', operator: 'an operator key, for the whole desk' } as const;

const create: DeskVerb = {
  usage: '[--name NAME] [--operator]',
  async run({ db, clock, print }, args) {
    const { values, positionals } = parsedOptions(() => parseArgs({
      args, allowPositionals: true, strict: true, options: { name: { type: 'string' }, operator: { type: 'boolean' } },
    }));
    if (positionals.length > 0) throw new DeskUsageError(`Unexpected argument "${positionals[0]}"; quote names with spaces.`);
    if (values.name !== undefined && values.name.trim().length > 200) throw new DeskUsageError('--name must be at most 200 characters.');
    const scope = values.operator ? 'operator' : 'broker';
    let created;
    try {
      created = await createDeskApiKey(db, { name: values.name, scope, now: clock.now() });
    } catch (error) {
      // A name a live key holds already, told as the API tells it.
      if (!(error instanceof HttpError)) throw error;
      print(error.message);
      return 1;
    }
    print(`Desk API key #${created.id} "${created.name}" (${created.prefix}…), ${scopeWords[scope]}, shown this once; send it as Authorization: Bearer <key>:`);
    // Alone on the last line, so scripts can take it with `tail -n 1`.
    print(created.key);
    return 0;
  },
};

const list: DeskVerb = {
  usage: '',
  async run({ db, print }, args) {
    parsedOptions(() => parseArgs({ args, options: {}, strict: true }));
    const keys = await deskApiKeys(db);
    if (keys.length === 0) print('No desk API keys.');
    for (const key of keys) {
      const state = key.revokedAt ? `revoked ${key.revokedAt}` : 'live';
      print(`#${key.id}\t${key.prefix}…\t${key.scope}\t${state}\tmade ${key.createdAt}\tlast used ${key.lastUsedAt ?? 'never'}\t${key.name}`);
    }
    return 0;
  },
};

const revoke: DeskVerb = {
  usage: 'ID',
  async run({ db, clock, print }, args) {
    const { positionals } = parsedOptions(() => parseArgs({ args, options: {}, allowPositionals: true, strict: true }));
    if (positionals.length !== 1) throw new DeskUsageError('Name the one key to revoke by its id.');
    const id = parsedOptions(() => wholeNumberOption(positionals[0], 'id', 1));
    const outcome = await revokeDeskApiKeyById(db, id, clock.now());
    if (outcome === 'unknown') {
      print(`No desk API key #${id}.`);
      return 1;
    }
    print(outcome === 'revoked' ? `Revoked desk API key #${id}: it opens nothing from now on.` : `Desk API key #${id} was revoked already.`);
    return 0;
  },
};

/** Keys for brokers' own systems to call /api/desk (issue 13); `create` is the default verb. */
export const apiKeyDesk: DeskGroup = {
  summary: 'desk API keys, stored hashed: create one (shown once; a broker\'s own loads only, or --operator for the whole desk), list them, revoke one',
  verbs: { create, list, revoke },
  defaultVerb: 'create',
};
