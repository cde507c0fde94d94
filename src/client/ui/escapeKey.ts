import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { ESCAPE_KEY_CODE } from '../../shared/constants';

/** Escape, by its name or by its key code 27 (loads spec 9). */
export const isEscapeKey = (event: KeyboardEvent | ReactKeyboardEvent) => event.key === 'Escape' || event.keyCode === ESCAPE_KEY_CODE;

/**
 * A keydown handler for a field that Escape clears (a filter): the Escape is spent there, so the dialog
 * around the field stays open with whatever else was typed in it (issue 22).
 */
export const clearOnEscape = (clear: () => void) => (event: ReactKeyboardEvent) => {
  if (!isEscapeKey(event)) return;
  event.preventDefault();
  clear();
};
