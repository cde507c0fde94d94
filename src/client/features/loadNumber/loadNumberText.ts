/** The words of the load-number search's modal (loads spec 4, 5 and 8). */
import { LOAD_ALREADY_CLAIMED, LOAD_NOT_FOUND } from '../../../shared/loadRefusals';
import { failureWords, type Failure } from '../../api/failure';
import { LOAD_NOT_LOADED_TEXT } from '../loadDetail/loadDetailText';

export const loadNumberTitle = (loadId: number | null) => `Load #${loadId}`;

/**
 * Why the load cannot be opened: the server's message when it refused (spec 8), the network's when no answer
 * came; a number that names no load, or a load another carrier holds, in the words the server uses for them;
 * otherwise that the load could not be loaded, as the load's own page says it.
 */
export function loadNumberFailureText(failure: Failure): string {
  if (failure.code === 'not_found') return failureWords(failure, LOAD_NOT_FOUND);
  if (failure.code === 'conflict' || failure.code === 'forbidden') return failureWords(failure, LOAD_ALREADY_CLAIMED);
  return failureWords(failure, LOAD_NOT_LOADED_TEXT);
}
