/*
 * How many guesses a password would take, by zxcvbn (@zxcvbn-ts/core with its common and English word lists). The
 * lists are large, so neither side loads them before a password is set (loadPasswordEstimator).
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** The words of the product and its trade, guessed first by anyone attacking a Haulboard account. */
export const productWords = [
  'haulboard', 'haul', 'dispatch', 'dispatcher', 'carrier', 'carriers', 'freight', 'load', 'loads', 'truck',
  'trucking', 'driver', 'drivers', 'broker', 'vehicle', 'transport', 'password', 'welcome', 'admin',
];

let estimator: ZxcvbnFactory | undefined;
let commonRanks: Map<string, number> | undefined;
let loading: Promise<void> | undefined;
let keepsLastScore = false;
let lastScore: { password: string; words: string; score: PasswordScore } | undefined;

async function load(): Promise<void> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en'),
  ]);
  estimator = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, productWords },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  const ranks = new Map<string, number>();
  common.dictionary['passwords-common'].forEach((entry, index) => {
    const word = entry.toLowerCase();
    if (!ranks.has(word)) ranks.set(word, index + 1);
  });
  commonRanks = ranks;
}

/**
 * Loads the estimator and its word lists once; every later call answers at once. `keepLastScore` is the browser's:
 * a form asks the score of the same password several times for one keystroke (its rule, the meter, the rule again
 * when another field changes), at up to a tenth of a second each on a phone. The server keeps nothing, so that no
 * password outlives its request there.
 */
export function loadPasswordEstimator({ keepLastScore = false }: { keepLastScore?: boolean } = {}): Promise<void> {
  keepsLastScore ||= keepLastScore;
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The rank of the password itself among common passwords (1 the most common), or null; null before loading. */
export function commonPasswordRank(password: string): number | null {
  return commonRanks?.get(password.trim().toLowerCase()) ?? null;
}

/** The words of the person and the account, lowercased, with an e-mail address also split at '@', '.', '-', '_'. */
export function userWords(inputs: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    const text = (input ?? '').trim().toLowerCase();
    if (!text) continue;
    words.add(text);
    for (const part of text.split(/[\s@._+-]+/)) if (part.length >= 3) words.add(part);
    if (text.includes('@')) words.add(text.split('@')[0]);
  }
  return [...words];
}

/**
 * zxcvbn's score: 0 too guessable, 1 very guessable, 2 somewhat guessable, 3 safely unguessable, 4 very unguessable;
 * null until the estimator has loaded (the server, which always loads it first, has the last word).
 */
export function passwordScore(password: string, ownWords: readonly string[] = []): PasswordScore | null {
  if (!estimator) return null;
  const score = () => estimator!.check(password, [...ownWords]).score as PasswordScore;
  if (!keepsLastScore) return score();
  const words = JSON.stringify(ownWords);
  if (lastScore?.password !== password || lastScore.words !== words) lastScore = { password, words, score: score() };
  return lastScore.score;
}
