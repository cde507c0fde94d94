import fs from 'node:fs';
import path from 'node:path';

/** Repositories are the SQL: services use them, never the reverse, so a filter or helper SQL reads lives beside it. */
describe('the layers of the server', () => {
  const serverDir = path.join(__dirname, '../../../src/server');
  const repositoriesDir = path.join(serverDir, 'repositories');
  const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

  /** Every module specifier a file imports or re-exports, resolved against the file's folder. */
  const importsOf = (file: string): string[] => [...fs.readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'/g)]
    .map((match) => match[1] ?? match[2])
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier));

  test('no repository imports a service', () => {
    const servicesDir = path.join(serverDir, 'services');
    const inversions = files(repositoriesDir).flatMap((file) => importsOf(file)
      .filter((target) => target === servicesDir || target.startsWith(`${servicesDir}${path.sep}`))
      .map((target) => `${path.relative(serverDir, file)} → ${path.relative(serverDir, target)}`));
    expect(inversions).toEqual([]);
  });
});
