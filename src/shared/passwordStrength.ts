/*
 * How many guesses a password would take, after zxcvbn (Wheeler, USENIX Security 2016): the password is split into
 * the cheapest run of known pieces (ranked common passwords, the user's own words, repeats, sequences, years,
 * else brute force) and scored 0 to 4 by zxcvbn's thresholds. zxcvbn's own estimator is not installed, only its
 * word lists (@zxcvbn-ts/language-common, MIT), so its method is written here in small.
 */

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** A longer password is estimated in pieces of this length, multiplied: the search grows with the cube of it. */
const ANALYSED_LENGTH = 32;
const BRUTEFORCE_CARDINALITY = 10;
const MIN_GUESSES_BEFORE_GROWING_SEQUENCE = 10_000;
const MIN_SINGLE_CHAR_GUESSES = 10;
const MIN_SUBMATCH_GUESSES = 50;
/** Any year 1900–2099 is one of so many; no clock is read, so the rule answers the same on every side. */
const YEAR_GUESSES = 200;
const SCORE_THRESHOLDS = [1e3, 1e6, 1e8, 1e10];

/** The words of the product and its trade, guessed first by anyone attacking a Haulboard account. */
export const productWords = [
  'haulboard', 'haul', 'dispatch', 'dispatcher', 'carrier', 'carriers', 'freight', 'load', 'loads', 'truck',
  'trucking', 'driver', 'drivers', 'broker', 'vehicle', 'transport', 'password', 'welcome', 'admin',
];

let commonRanks: Map<string, number> | undefined;

/** The ranked list of common passwords, loaded once on first need: it is large, so neither side loads it early. */
export async function loadCommonPasswords(): Promise<void> {
  if (commonRanks) return;
  const list = (await import('@zxcvbn-ts/language-common/src/passwords.json')).default as string[];
  const ranks = new Map<string, number>();
  list.forEach((entry, index) => {
    const word = entry.toLowerCase();
    if (!ranks.has(word)) ranks.set(word, index + 1);
  });
  commonRanks = ranks;
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

const unleet: Record<string, string> = { '4': 'a', '@': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '$': 's', '5': 's', '7': 't' };

function caseVariations(piece: string): number {
  if (piece === piece.toLowerCase()) return 1;
  const upper = [...piece].filter((c) => c !== c.toLowerCase()).length;
  const lower = [...piece].filter((c) => c !== c.toUpperCase()).length;
  const firstOnly = upper === 1 && piece[0] !== piece[0].toLowerCase();
  if (firstOnly || lower === 0) return 2;
  return 2 ** Math.min(upper, lower);
}

function dictionaryGuesses(piece: string, own: Set<string>): number | null {
  const lower = piece.toLowerCase();
  const rankOf = (word: string) => (own.has(word) ? 1 : commonRanks?.get(word) ?? null);
  const candidates: number[] = [];
  const direct = rankOf(lower);
  if (direct !== null) candidates.push(direct);
  const reversed = rankOf([...lower].reverse().join(''));
  if (reversed !== null) candidates.push(reversed * 2);
  const plain = [...lower].map((c) => unleet[c] ?? c).join('');
  const leet = plain !== lower ? rankOf(plain) : null;
  if (leet !== null) candidates.push(leet * 2);
  if (candidates.length === 0) return null;
  return Math.max(Math.min(...candidates) * caseVariations(piece), piece.length === 1 ? 1 : MIN_SUBMATCH_GUESSES);
}

function sequenceGuesses(piece: string): number | null {
  if (piece.length < 3) return null;
  const delta = piece.charCodeAt(1) - piece.charCodeAt(0);
  if (delta === 0 || Math.abs(delta) > 5) return null;
  for (let i = 2; i < piece.length; i += 1) if (piece.charCodeAt(i) - piece.charCodeAt(i - 1) !== delta) return null;
  const base = 'aAzZ019'.includes(piece[0]) ? 4 : /\d/.test(piece[0]) ? 10 : 26;
  return base * piece.length * (delta < 0 ? 2 : 1);
}

/** The user's and product's words, and the guesses of pieces already estimated in this one estimate. */
interface Estimate {
  own: Set<string>;
  known: Map<string, number>;
}

function repeatGuesses(piece: string, estimate: Estimate): number | null {
  for (let unit = 1; unit <= piece.length / 2; unit += 1) {
    if (piece.length % unit !== 0) continue;
    const base = piece.slice(0, unit);
    if (base.repeat(piece.length / unit) === piece) return guessesOf(base, estimate) * (piece.length / unit);
  }
  return null;
}

function pieceGuesses(piece: string, estimate: Estimate): number {
  const known = estimate.known.get(piece);
  if (known !== undefined) return known;
  const { own } = estimate;
  const options = [
    BRUTEFORCE_CARDINALITY ** piece.length,
    dictionaryGuesses(piece, own),
    sequenceGuesses(piece),
    repeatGuesses(piece, estimate),
    /^(19|20)\d\d$/.test(piece) ? YEAR_GUESSES : null,
  ].filter((guesses): guesses is number => guesses !== null);
  const floor = piece.length === 1 ? MIN_SINGLE_CHAR_GUESSES : MIN_SUBMATCH_GUESSES;
  const guesses = Math.max(Math.min(...options), floor);
  estimate.known.set(piece, guesses);
  return guesses;
}

function factorial(n: number): number {
  let product = 1;
  for (let i = 2; i <= n; i += 1) product *= i;
  return product;
}

/** zxcvbn's search: the fewest guesses over every split of the password into pieces, the pieces' order counted. */
function guessesOf(password: string, estimate: Estimate): number {
  if (password.length > ANALYSED_LENGTH) {
    const inPieces = guessesOf(password.slice(0, ANALYSED_LENGTH), estimate) * guessesOf(password.slice(ANALYSED_LENGTH), estimate);
    return Math.min(inPieces, repeatGuesses(password, estimate) ?? Infinity);
  }
  const text = password;
  const n = text.length;
  if (n === 0) return 1;
  // best[k][end]: the least product of guesses of k pieces covering text[0, end).
  const best: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  best[0][0] = 1;
  for (let end = 1; end <= n; end += 1) {
    for (let start = 0; start < end; start += 1) {
      const guesses = pieceGuesses(text.slice(start, end), estimate);
      for (let k = 0; k < end; k += 1) {
        if (best[k][start] === Infinity) continue;
        best[k + 1][end] = Math.min(best[k + 1][end], best[k][start] * guesses);
      }
    }
  }
  let least = Infinity;
  for (let k = 1; k <= n; k += 1) {
    if (best[k][n] === Infinity) continue;
    least = Math.min(least, factorial(k) * best[k][n] + MIN_GUESSES_BEFORE_GROWING_SEQUENCE ** (k - 1));
  }
  return least;
}

/** The estimated guesses to find the password, its own words (see userWords) and the product's guessed first. */
export function passwordGuesses(password: string, ownWords: readonly string[] = []): number {
  return guessesOf(password, { own: new Set([...ownWords, ...productWords]), known: new Map() });
}

/** zxcvbn's score: 0 too guessable, 1 very guessable, 2 somewhat guessable, 3 safely unguessable, 4 very unguessable. */
export function passwordScore(password: string, ownWords: readonly string[] = []): PasswordScore {
  const guesses = passwordGuesses(password, ownWords);
  return SCORE_THRESHOLDS.filter((threshold) => guesses >= threshold + 5).length as PasswordScore;
}
