/** How each dialect reports the two refusals that writes racing each other meet. */

/** SQLite says 'UNIQUE constraint failed'; PostgreSQL answers code 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && /UNIQUE constraint failed/i.test(message));
}

/** PostgreSQL's serialization_failure. */
export function isSerializationFailure(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '40001';
}
