import { DeskUsageError } from './verbs';

/** node's option reader, its complaints (an unknown option, a missing value) told as a wrong command line. */
export function parsedOptions<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new DeskUsageError(error instanceof Error ? error.message : String(error));
  }
}
