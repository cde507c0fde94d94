import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './tables';

/** Where a value of the call goes in the query: built with these, compiled, then each is found among the parameters. */
class StandIn {
  constructor(readonly position: number) {}
}

// A shape's compiled queries are kept for this many shapes per database (the lengths of id lists a page asks).
const keptShapes = 64;

/**
 * A query Kysely builds and compiles once per database and shape, then runs with each call's values: every request
 * makes the same small look-ups (its session, a page's versions and favourites), and building them cost more than
 * running them. `build` is first given stand-ins for the values; each stand-in found among the compiled parameters
 * is then replaced by the call's value, and every other parameter (a constant of the query) is kept. The shape is
 * the number of values, so an id list of each length compiles once.
 */
export function compiledOnce<Row, Values extends readonly unknown[]>(
  build: (db: Kysely<Database>, ...values: Values) => Compilable<Row>,
): (db: Kysely<Database>, ...values: Values) => Promise<Row[]> {
  const compiled = new WeakMap<object, Map<number, { query: CompiledQuery<Row>; positions: number[] }>>();
  return async (db, ...values) => {
    let byShape = compiled.get(db);
    if (!byShape) compiled.set(db, (byShape = new Map()));
    let kept = byShape.get(values.length);
    if (!kept) {
      const standIns = values.map((_, position) => new StandIn(position)) as unknown as Values;
      const query = build(db, ...standIns).compile();
      kept = { query, positions: query.parameters.map((parameter) => (parameter instanceof StandIn ? parameter.position : -1)) };
      if (byShape.size < keptShapes) byShape.set(values.length, kept);
    }
    const { query, positions } = kept;
    const parameters = positions.map((position, i) => (position < 0 ? query.parameters[i] : values[position]));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
