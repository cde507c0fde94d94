import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { DESK_LOAD_STATUSES, type DeskLoadRecord, type DeskLoadStatus } from '../../shared/contracts/deskLoad';
import { wholeNumberOption } from '../commandLine';
import { dialectOf } from '../db/schemaBuilders';
import { HttpError } from '../http/errors';
import { findDeskLoad, listDeskLoads } from '../repositories/deskLoads';
import type { PostingContext } from '../services/loadPosting/context';
import { importLoadsCsv } from '../services/loadPosting/importCsv';
import { postLoad, withdrawLoad } from '../services/loadPosting/post';
import { unwatchedLiveEventWrites } from '../services/liveEvents/wake';
import { DeskUsageError, type DeskContext, type DeskGroup, type DeskVerb } from './verbs';

/** The poster of loads sent from the command line, unless `--as NAME` says otherwise. */
export const DESK_POSTER = 'desk';

/** node's option reader (and ours), their complaints told as a wrong command line. */
function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new DeskUsageError(error instanceof Error ? error.message : String(error));
  }
}

// The API processes learn of these loads from the live events each write appends: woken at once through Redis when
// there is one (notifications.liveEventWrites), their indexes and streams read the log; without Redis their next look does.
function postingContext({ db, clock, notifications }: DeskContext, postedBy: string | undefined): PostingContext {
  const liveEventWrites = notifications?.liveEventWrites ?? unwatchedLiveEventWrites;
  return { db, dialect: dialectOf(db), clock, liveEventWrites, postedBy: postedBy ?? DESK_POSTER, onLoadsChanged: async () => {} };
}

function readFile(path: string | undefined): string {
  if (!path) throw new DeskUsageError('Name the file with --file.');
  try {
    return fs.readFileSync(path, 'utf8');
  } catch (error) {
    throw new DeskUsageError(`Cannot read ${path}: ${(error as Error).message}`);
  }
}

function loadId(args: string[]): number {
  const id = args.length === 1 && /^\d+$/.test(args[0]) ? Number(args[0]) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new DeskUsageError('Name one load by its number.');
  return id;
}

/** A refusal of the service told as the API tells it; anything else is a fault and is thrown. */
async function refusalsPrinted(print: (line: string) => void, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (!error.errors) return print(error.message), 1;
    for (const problem of error.errors) print(`${problem.field}: ${problem.message}`);
    return 1;
  }
}

const describe = (load: DeskLoadRecord) => `${load.id}\t${load.status}\t${load.brokerReference ?? '-'}\t$${load.rate.toFixed(2)}\t` +
  `${load.originCity}, ${load.originState} → ${load.destinationCity}, ${load.destinationState}\t${load.vehicles.length} vehicle(s)\t` +
  `pick-up ${load.earliestPickup ?? 'Missing'}..${load.latestPickup ?? 'Missing'}`;

const post: DeskVerb = {
  usage: '--file LOAD.json [--as POSTER] (the body of POST /api/desk/loads)',
  async run(context, args) {
    const { values } = parsed(() => parseArgs({ args, strict: true, options: { file: { type: 'string' }, as: { type: 'string' } } }));
    let body: unknown;
    try {
      body = JSON.parse(readFile(values.file));
    } catch (error) {
      if (error instanceof DeskUsageError) throw error;
      throw new DeskUsageError(`${values.file} is not JSON: ${(error as Error).message}`);
    }
    return refusalsPrinted(context.print, async () => {
      const { id } = await postLoad(postingContext(context, values.as), body);
      context.print(`Posted load ${id}.`);
    });
  },
};

const importVerb: DeskVerb = {
  usage: '--file LOADS.csv [--valid-rows] [--as POSTER] (the columns of POST /api/desk/loads/import)',
  async run(context, args) {
    const { values } = parsed(() => parseArgs({ args, strict: true, options: { file: { type: 'string' }, 'valid-rows': { type: 'boolean' }, as: { type: 'string' } } }));
    const csv = readFile(values.file);
    const report = await importLoadsCsv(postingContext(context, values.as), csv, values['valid-rows'] ? 'valid-rows' : 'all-or-nothing');
    for (const problem of report.errors) context.print(`line ${problem.line}\t${problem.field}: ${problem.message}`);
    context.print(report.message);
    return report.stored && report.rejected === 0 ? 0 : 1;
  },
};

const withdraw: DeskVerb = {
  usage: 'ID',
  async run(context, args) {
    const id = loadId(args);
    return refusalsPrinted(context.print, async () => {
      await withdrawLoad(postingContext(context, undefined), id);
      context.print(`Load ${id} is off the board.`);
    });
  },
};

const list: DeskVerb = {
  usage: `[--status ${DESK_LOAD_STATUSES.join('|')}] [--page N]`,
  async run({ db, print }, args) {
    const { values } = parsed(() => parseArgs({ args, strict: true, options: { status: { type: 'string' }, page: { type: 'string' } } }));
    if (values.status !== undefined && !DESK_LOAD_STATUSES.includes(values.status as DeskLoadStatus)) {
      throw new DeskUsageError(`--status is one of ${DESK_LOAD_STATUSES.join(', ')}.`);
    }
    const page = values.page === undefined ? 1 : parsed(() => wholeNumberOption(values.page!, 'page', 1));
    const { records, totalRecordCount } = await listDeskLoads(db, { status: values.status as DeskLoadStatus | undefined, page, pageSize: 50 });
    for (const load of records) print(describe(load));
    print(`${totalRecordCount} load(s); page ${page} of ${Math.max(1, Math.ceil(totalRecordCount / 50))}.`);
    return 0;
  },
};

const show: DeskVerb = {
  usage: 'ID',
  async run({ db, print }, args) {
    const id = loadId(args);
    const load = await findDeskLoad(db, id);
    if (!load) return print(`Load ${id} not found`), 1;
    print(JSON.stringify(load, null, 2));
    return 0;
  },
};

/** Loads on the command line, over the same service functions as /api/desk/loads. */
export const loadDesk: DeskGroup = {
  summary: 'post a load from JSON, import loads from CSV, withdraw one, list them in any state, show one',
  verbs: { post, import: importVerb, withdraw, list, show },
};
