import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

// N=2^14, r=8, p=1: the interactive-login parameters recommended for scrypt; about 30 ms per hash here.
const params = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;

/**
 * At most this many scrypt hashes run at once; the rest wait their turn in order. Two leave libuv's other two
 * threads to files and DNS, and a flood of hashes from one kind of request a queue, not a starved thread pool.
 */
export const maxConcurrentHashes = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function hashInTurn(password: string, salt: Buffer, length: number, options: object): Promise<Buffer> {
  if (running >= maxConcurrentHashes) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await scrypt(password, salt, length, options);
  } finally {
    // The slot passes straight to the next in line, so `running` never dips while anyone waits.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Hashes started and not yet finished, and those waiting for a slot: what a test of the bound reads. */
export function hashingLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

/** Stored as `scrypt$N$r$p$salt$hash` so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await hashInTurn(password, salt, keyLength, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await hashInTurn(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: params.maxmem,
  });
  return timingSafeEqual(actual, expected);
}
