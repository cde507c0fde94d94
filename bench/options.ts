/*
 * The `--name value` options of the bench scripts and `npm run cluster`, read from the command line.
 */

const args = process.argv.slice(2);

/** The text after `--name`, or undefined when not given. */
export function textOption(name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The number after `--name`, or `fallback` when not given. */
export function numberOption(name: string, fallback: number): number {
  const text = textOption(name);
  return text === undefined ? fallback : Number(text);
}
