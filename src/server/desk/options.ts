import { isOneLineName, NAME_MESSAGE } from '../../shared/formWords';
import { DeskUsageError } from './verbs';

/** node's option reader, its complaints (an unknown option, a missing value) told as a wrong command line. */
export function parsedOptions<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new DeskUsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A name on the command line is one line, as every form's name is (shared/formWords.ts). */
export function refuseMultilineNames(names: Record<string, string | undefined>): void {
  for (const [option, name] of Object.entries(names)) {
    if (name !== undefined && !isOneLineName(name)) throw new DeskUsageError(`--${option}: ${NAME_MESSAGE}.`);
  }
}
