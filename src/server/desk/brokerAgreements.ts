import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { wholeNumberOption } from '../commandLine';
import { publishBrokerAgreement } from '../services/carrierDocuments/brokerAgreements';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new DeskUsageError(error instanceof Error ? error.message : String(error));
  }
}

async function readAgreementFile(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    throw new DeskUsageError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

const add: DeskVerb = {
  usage: '--file FILE.pdf --title TEXT (--client ID | --all-carriers)',
  async run({ db, clock, print }, args) {
    const { values, positionals } = parsed(() => parseArgs({
      args, allowPositionals: true, strict: true,
      options: { file: { type: 'string' }, title: { type: 'string' }, client: { type: 'string' }, 'all-carriers': { type: 'boolean' } },
    }));
    if (positionals.length > 0) throw new DeskUsageError(`Unexpected argument "${positionals[0]}"; quote texts with spaces.`);
    if (!values.file) throw new DeskUsageError('--file is required.');
    if (!values.title?.trim()) throw new DeskUsageError('--title is required.');
    if ((values.client === undefined) === !values['all-carriers']) throw new DeskUsageError('Give either --client ID or --all-carriers.');
    const clientId = values.client === undefined ? null : parsed(() => wholeNumberOption(values.client!, 'client', 1));
    const content = await readAgreementFile(values.file);

    const result = await publishBrokerAgreement(db, {
      title: values.title, clientId, fileName: path.basename(values.file), content, now: clock.now(),
    });
    if (result.outcome === 'invalid') {
      throw new DeskUsageError(result.errors.map(({ field, message }) => `${field === 'file' ? values.file : `--${field}`}: ${message}`).join('\n'));
    }
    if (result.outcome === 'no-carrier') {
      print(clientId === null ? 'There are no carriers yet.' : `No carrier #${clientId}.`);
      return 1;
    }
    for (const agreement of result.agreements) {
      print(`Published broker agreement #${agreement.documentId} "${agreement.title}" to carrier #${agreement.clientId} ${agreement.clientName}`);
    }
    return 0;
  },
};

const list: DeskVerb = {
  usage: '[--client ID]',
  async run({ db, print }, args) {
    const { values } = parsed(() => parseArgs({ args, strict: true, options: { client: { type: 'string' } } }));
    const clientId = values.client === undefined ? null : parsed(() => wholeNumberOption(values.client!, 'client', 1));
    const rows = await db.selectFrom('carrierDocuments').select(['id', 'clientId', 'title', 'dateAdded', 'fileName'])
      .where('kind', '=', 'BrokerAgreement')
      .$if(clientId !== null, (query) => query.where('clientId', '=', clientId!))
      .orderBy('id').execute();
    if (rows.length === 0) print('No broker agreements.');
    for (const row of rows) print(`#${row.id} carrier #${row.clientId} ${row.dateAdded} ${row.fileName}: ${row.title}`);
    return 0;
  },
};

/** Broker-carrier agreements the operator publishes to carriers' My Documents (account spec 2.11). */
export const brokerAgreementDesk: DeskGroup = {
  summary: 'broker-carrier agreements shown under My Documents',
  verbs: { add, list },
};
