import type * as CsvParse from 'csv-parse/sync';
import { utcDayOf, type PostingContext } from './context';
import { columnNamed, columnOfField, REQUIRED_COLUMNS, rowToPostedLoad } from './csvRows';
import { findIdsByReference } from '../../repositories/postedLoads';
import { storeNewLoads } from './post';
import type { CheckedLoad } from '../../repositories/postedLoadFields';
import { checkPostedLoad } from './validate';
import { lazyModule } from '../../lazyModule';

export type ImportMode = 'all-or-nothing' | 'valid-rows';
export const IMPORT_MODES: readonly ImportMode[] = ['all-or-nothing', 'valid-rows'];
export const MAX_IMPORT_ROWS = 100_000;
const csvParse = lazyModule<typeof CsvParse>('csv-parse/sync');

export interface ImportProblem {
  /** The file's line the row ends on (1 is the header; a quoted cell may span lines). */
  line: number;
  field: string;
  message: string;
}

export interface ImportReport {
  message: string;
  mode: ImportMode;
  /** False when nothing was written: all-or-nothing with a bad row, or a file that could not be read. */
  stored: boolean;
  rows: number;
  created: number;
  /** Rows whose broker reference this poster has posted before: left as they are. */
  unchanged: number;
  rejected: number;
  createdIds: number[];
  errors: ImportProblem[];
}

interface ParsedRow {
  line: number;
  cells: Record<string, string>;
}

function report(mode: ImportMode, fields: Partial<ImportReport> & Pick<ImportReport, 'message'>): ImportReport {
  return { mode, stored: false, rows: 0, created: 0, unchanged: 0, rejected: 0, createdIds: [], errors: [], ...fields };
}

function readRows(csv: string): { rows: ParsedRow[]; problems: ImportProblem[] } {
  let headers: (string | null)[] = [];
  const problems: ImportProblem[] = [];
  // csv-parse counts a CR LF inside a quoted cell as two lines; as plain LF every line number is right.
  const parsed = csvParse().parse(csv.replace(/\r\n?/g, '\n'), {
    bom: true, skip_empty_lines: true, relax_column_count: true, info: true,
    columns: (header: string[]) => {
      headers = header.map(columnNamed);
      header.forEach((cell, index) => { if (!headers[index]) problems.push({ line: 1, field: cell, message: 'Is not a column of a load import.' }); });
      const present = new Set<string>();
      for (const column of headers) {
        // csv-parse would keep only the last cell of a column named twice, so a row could say two things.
        if (column && present.has(column)) problems.push({ line: 1, field: column, message: 'The column is named twice.' });
        if (column) present.add(column);
      }
      for (const column of REQUIRED_COLUMNS) if (!present.has(column)) problems.push({ line: 1, field: column, message: 'The column is missing.' });
      return headers.map((column, index) => column ?? `unknown${index}`);
    },
  }) as { info: { lines: number }; record: Record<string, string> }[];
  return { rows: parsed.map(({ info, record }) => ({ line: info.lines, cells: record })), problems };
}

/** Checks every row; a reference given twice in the file is refused on its later lines. */
function checkRows(rows: readonly ParsedRow[], today: string) {
  const good: { line: number; load: CheckedLoad }[] = [];
  const problems: ImportProblem[] = [];
  const lineOfReference = new Map<string, number>();
  for (const { line, cells } of rows) {
    const { load, vehicleNumbers } = rowToPostedLoad(cells);
    const result = checkPostedLoad(load, today);
    if (!result.ok) {
      problems.push(...result.errors.map((error) => ({ line, field: columnOfField(error.field, vehicleNumbers), message: error.message })));
      continue;
    }
    const reference = result.value.load.brokerReference;
    const earlier = lineOfReference.get(reference);
    if (earlier !== undefined) {
      problems.push({ line, field: 'brokerReference', message: `Line ${earlier} has the same reference.` });
      continue;
    }
    lineOfReference.set(reference, line);
    good.push({ line, load: result.value });
  }
  return { good, problems };
}

/**
 * Imports loads from CSV (docs/api.md, Import loads): every bad row reported by line and field; all-or-nothing
 * stores nothing when any row is bad, valid-rows stores the good ones. Rows whose reference this poster used
 * before are counted unchanged, so a re-sent file adds nothing twice.
 */
export async function importLoadsCsv(context: PostingContext, csv: string, mode: ImportMode): Promise<ImportReport> {
  let read: ReturnType<typeof readRows>;
  try {
    read = readRows(csv);
  } catch (error) {
    const { lines, message } = error as { lines?: number; message?: string };
    return report(mode, { message: 'The file is not CSV that can be read.', errors: [{ line: lines ?? 1, field: 'csv', message: message ?? 'Unreadable.' }] });
  }
  const { rows } = read;
  if (read.problems.length > 0) {
    return report(mode, { message: 'The header row names columns a load import does not take, names one twice, or misses some.', rows: rows.length, rejected: rows.length, errors: read.problems });
  }
  if (rows.length === 0) return report(mode, { message: 'The file has no rows of loads.', errors: [{ line: 2, field: 'csv', message: 'No rows.' }] });
  if (rows.length > MAX_IMPORT_ROWS) {
    return report(mode, { message: `A file holds at most ${MAX_IMPORT_ROWS} loads.`, rows: rows.length, rejected: rows.length, errors: [{ line: 1, field: 'csv', message: `Split the file: it has ${rows.length} rows.` }] });
  }

  const { good, problems } = checkRows(rows, utcDayOf(context.clock.now()));
  const rejectedLines = new Set(problems.map((problem) => problem.line));
  const counts = { rows: rows.length, rejected: rejectedLines.size, errors: problems };
  if (problems.length > 0 && mode === 'all-or-nothing') {
    return report(mode, { ...counts, message: `${rejectedLines.size} of ${rows.length} rows have problems; nothing was stored.` });
  }
  const known = await findIdsByReference(context.db, context.postedBy, good.map(({ load }) => load.load.brokerReference));
  const fresh = good.filter(({ load }) => !known.has(load.load.brokerReference));
  const createdIds = fresh.length > 0 ? await storeNewLoads(context, fresh.map(({ load }) => load)) : [];
  const unchanged = good.length - fresh.length;
  return report(mode, {
    ...counts, stored: true, created: createdIds.length, unchanged, createdIds,
    message: `${createdIds.length} loads posted, ${unchanged} unchanged, ${rejectedLines.size} rows rejected.`,
  });
}
