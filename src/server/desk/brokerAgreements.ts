import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { wholeNumberOption } from '../commandLine';
import { insertCarrierDocument } from '../repositories/carrierDocuments';
import { certificateTypeOf, MAX_CERTIFICATE_BYTES } from '../services/carrierDocuments/fileType';
import { storedFileName } from '../services/carrierDocuments/fileNames';
import { dayInZone } from '../services/loadLists/timeZone';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new DeskUsageError(error instanceof Error ? error.message : String(error));
  }
}

async function readAgreementFile(file: string): Promise<Buffer> {
  let content: Buffer;
  try {
    content = await readFile(file);
  } catch (error) {
    throw new DeskUsageError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  if (content.length > MAX_CERTIFICATE_BYTES) throw new DeskUsageError(`${file} is larger than 10 MB.`);
  if (certificateTypeOf(content)?.contentType !== 'application/pdf') throw new DeskUsageError(`${file} is not a PDF file.`);
  return content;
}

/*
 * An agreement is published to named carriers (each signs its own contract with the broker) or to every carrier
 * there is at that moment; each gets its own row, so a carrier's documents stay one `client_id` away.
 */
const add: DeskVerb = {
  usage: '--file FILE.pdf --title TEXT (--client ID | --all-carriers)',
  async run({ db, clock, print }, args) {
    const { values, positionals } = parsed(() => parseArgs({
      args, allowPositionals: true, strict: true,
      options: { file: { type: 'string' }, title: { type: 'string' }, client: { type: 'string' }, 'all-carriers': { type: 'boolean' } },
    }));
    if (positionals.length > 0) throw new DeskUsageError(`Unexpected argument "${positionals[0]}"; quote texts with spaces.`);
    const title = values.title?.trim();
    if (!values.file) throw new DeskUsageError('--file is required.');
    if (!title) throw new DeskUsageError('--title is required.');
    if (title.length > 120) throw new DeskUsageError('--title must be at most 120 characters.');
    if ((values.client === undefined) === !values['all-carriers']) throw new DeskUsageError('Give either --client ID or --all-carriers.');
    const clientId = values.client === undefined ? null : parsed(() => wholeNumberOption(values.client!, 'client', 1));
    const content = await readAgreementFile(values.file);

    const clients = await db.selectFrom('clients').select(['id', 'name'])
      .$if(clientId !== null, (query) => query.where('id', '=', clientId!))
      .orderBy('id').execute();
    if (clients.length === 0) {
      print(clientId === null ? 'There are no carriers yet.' : `No carrier #${clientId}.`);
      return 1;
    }
    const fileName = storedFileName(path.basename(values.file), { contentType: 'application/pdf', extension: 'pdf' });
    const dateAdded = dayInZone(clock.now(), 'UTC');
    for (const client of clients) {
      const { documentId } = await insertCarrierDocument(db, {
        clientId: client.id, kind: 'BrokerAgreement', title, dateAdded, fileName, contentType: 'application/pdf', content,
      });
      print(`Published broker agreement #${documentId} "${title}" to carrier #${client.id} ${client.name}`);
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
