import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const featuresRoot = resolve(__dirname, '../../../src/client/features');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function featureOf(path: string): string | undefined {
  const inside = relative(featuresRoot, path);
  if (inside.startsWith('..')) return undefined;
  return inside.split(sep)[0];
}

const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']*)'/g;

/** Feature name → the other features its files import. */
function featureImportGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(featuresRoot)) {
    const from = featureOf(file)!;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const to = featureOf(resolve(dirname(file), specifier));
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

function bothWayPairs(graph: Map<string, Set<string>>): string[] {
  const pairs: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      if (from < to && graph.get(to)?.has(from)) pairs.push(`${from}|${to}`);
    }
  }
  return pairs.sort();
}

describe('feature imports', () => {
  it('no two features import each other both ways', () => {
    const pairs = bothWayPairs(featureImportGraph());
    expect(pairs).toEqual([]);
  });
});
