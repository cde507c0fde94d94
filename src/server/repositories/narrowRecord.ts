/** A record narrowed to the fields another reader's contract lists, so that reader's record is built from this one. */

export function pickFields<T extends object, K extends keyof T>(record: T, fields: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const field of fields) picked[field] = record[field];
  return picked;
}

export function omitFields<T extends object, K extends keyof T>(record: T, fields: readonly K[]): Omit<T, K> {
  const kept: Partial<T> = { ...record };
  for (const field of fields) delete kept[field];
  return kept as Omit<T, K>;
}
