import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixedClock } from '../../../src/server/clock';
import { runDesk } from '../../../src/server/desk/run';
import { describeEachDatabase } from '../support/databases';
import { aPostedLoad, csvFile, csvRow, TODAY, uniqueReference } from './support/postedLoads';

/** `npm run desk -- load ...`: the same posting functions as /api/desk/loads, on the command line. */
describeEachDatabase('desk: load verbs', (getDb) => {
  let printed: string[];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-desk-loads-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const desk = (...argv: string[]) => {
    printed = [];
    return runDesk(argv, { db: getDb().db, clock: fixedClock(`${TODAY}T12:00:00Z`), print: (line) => printed.push(line) });
  };
  const file = (name: string, text: string) => {
    const where = path.join(dir, name);
    fs.writeFileSync(where, text);
    return where;
  };

  test('load post --file posts the JSON body of POST /api/desk/loads and prints its number; show prints it whole', async () => {
    expect(await desk('load', 'post', '--file', file('load.json', JSON.stringify(aPostedLoad({ brokerReference: 'CLI-1' }))))).toBe(0);
    const id = Number(/^Posted load (\d+)\.$/.exec(printed.at(-1)!)![1]);
    expect(await desk('load', 'show', String(id))).toBe(0);
    expect(JSON.parse(printed.join('\n'))).toMatchObject({ id, brokerReference: 'CLI-1', postedBy: 'desk', status: 'Available' });
  });

  test('load post prints each refused field and posts nothing', async () => {
    expect(await desk('load', 'post', '--file', file('bad.json', JSON.stringify(aPostedLoad({ originState: 'ZZ', rate: 0 }))))).toBe(1);
    expect(printed).toEqual(['rate: Must be between 0.01 and 1000000.', 'originState: Must be a US state or Canadian province code such as TX or ON.']);
    expect(await desk('load', 'post', '--file', file('junk.json', '{'))).toBe(1);
    expect(printed[0]).toMatch(/is not JSON/);
  });

  test('load import --file posts a CSV, reports bad rows by line, and --valid-rows keeps the good ones', async () => {
    const [good, bad] = [uniqueReference(), uniqueReference()];
    const csv = file('loads.csv', csvFile([csvRow(good), csvRow(bad, { rate: 'free' })]));
    expect(await desk('load', 'import', '--file', csv)).toBe(1);
    expect(printed).toEqual(['line 3\trate: Must be a number.', '1 of 2 rows have problems; nothing was stored.']);
    expect(await desk('load', 'import', '--file', csv, '--valid-rows')).toBe(1);
    expect(printed.at(-1)).toBe('1 loads posted, 0 unchanged, 1 rows rejected.');
    expect(await desk('load', 'import', '--file', file('good.csv', csvFile([csvRow(good)])))).toBe(0);
    expect(printed.at(-1)).toBe('0 loads posted, 1 unchanged, 0 rows rejected.');
  });

  test('load withdraw takes an unclaimed load off the board; list shows loads by status', async () => {
    await desk('load', 'post', '--file', file('w.json', JSON.stringify(aPostedLoad())));
    const id = Number(/(\d+)/.exec(printed.at(-1)!)![1]);
    expect(await desk('load', 'withdraw', String(id))).toBe(0);
    expect(printed).toEqual([`Load ${id} is off the board.`]);
    expect(await desk('load', 'list', '--status', 'Withdrawn')).toBe(0);
    expect(printed[0]).toMatch(new RegExp(`^${id}\\tWithdrawn\\t`));
    expect(await desk('load', 'withdraw', '99999999')).toBe(1);
    expect(printed).toEqual(['Load 99999999 not found']);
    expect(await desk('load', 'list', '--status', 'Lost')).toBe(1);
    expect(await desk('load', 'withdraw')).toBe(1);
    expect(printed.join('\n')).toContain('Usage: npm run desk -- load withdraw ID');
  });
});
