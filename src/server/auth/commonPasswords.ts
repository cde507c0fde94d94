import ranked from '@zxcvbn-ts/language-common/src/passwords.json';

/** The most common passwords, by rank, from zxcvbn-ts's plain list (MIT); the top 10,000 are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((ranked as string[]).slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}
