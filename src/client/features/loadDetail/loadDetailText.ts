/** The words of the load detail screen when it cannot show the load (loads spec 6 and 8). */
import { LOAD_ALREADY_CLAIMED, LOAD_NOT_FOUND } from '../../../shared/loadRefusals';

export const LOAD_DETAIL_TITLE = 'Load Detail';
export const LOAD_NOT_LOADED_TEXT = 'The load could not be loaded.';
export const FIND_ANOTHER_LOAD = 'Find Another Load';
export const TRY_AGAIN_BUTTON = 'Try Again';

/** A load that does not exist, or one that is not the carrier's to see. */
export const unavailableLoadText = (reason: 'notFound' | 'forbidden') => (reason === 'notFound' ? LOAD_NOT_FOUND : LOAD_ALREADY_CLAIMED);
