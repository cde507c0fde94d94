import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/*
 * The wire schemas in src/shared/contracts are TypeBox values the server validates with; the browser needs only
 * their types. A value import of one drags TypeBox (about 180 KB before minifying) into the first screen's JS.
 */
const srcRoot = resolve(__dirname, '../../../src');
const entry = resolve(srcRoot, 'client/index.tsx');
const serverOnly = ['@sinclair/typebox'];

// Imports that stay in the bundle: not `import type`, not `export type`; dynamic imports included.
const valueImport = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'|import\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*\)/g;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** Every package a browser module imports for its values, with the first file found importing it. */
function packagesReachedFrom(start: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(valueImport)) {
      const specifier = match[1] ?? match[2];
      if (specifier.startsWith('.')) {
        const target = resolveSource(file, specifier);
        if (target) queue.push(target);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, relative(srcRoot, file));
      }
    }
  }
  return packages;
}

describe('what the browser app loads', () => {
  it('the browser app never loads the wire-schema library the server validates with', () => {
    const reached = packagesReachedFrom(entry);
    expect(reached.size).toBeGreaterThan(5);
    const offenders = [...reached].filter(([name]) => serverOnly.some((library) => name === library || name.startsWith(`${library}/`)));
    expect(offenders).toEqual([]);
  });
});
