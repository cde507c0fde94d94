import fs from 'node:fs';
import path from 'node:path';

/** What `npm start` runs once the build is done: the environment it sets and node's arguments, from package.json. */
export interface ShippedStart {
  env: Record<string, string>;
  /** Node's flags (heap bounds), then the compiled entry. */
  nodeArgs: string[];
}

const root = path.resolve(__dirname, '..');

export function shippedStart(): ShippedStart {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const run = /(?:^|&& )((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)(dist-server\/server\/main\.js)/.exec(scripts.start);
  if (!run) throw new Error(`npm start runs no compiled server: ${scripts.start}`);
  const env = Object.fromEntries(run[1].trim().split(' ').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  return { env, nodeArgs: [...run[2].trim().split(' ').filter(Boolean), run[3]] };
}
