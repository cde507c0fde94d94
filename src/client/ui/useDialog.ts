import { useEffect, useRef, useState } from 'react';
import { isEscapeKey } from './escapeKey';
import { keepTabIn } from './focusTrap';

/** The dialog on top: only it answers the keyboard when one opens over another (an error over a form). */
function isTopmost(dialog: HTMLElement | null): boolean {
  const open = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  return dialog !== null && open[open.length - 1] === dialog;
}

/**
 * What every dialog does with the keyboard, whatever it looks like (the Modal, the full-screen overlays, the side
 * menu, the map popup): Tab stays inside it, Escape closes it unless a field inside has spent the Escape (a filter it
 * cleared), and closing gives focus back to what had it before, the control that opened it. The element the ref
 * is put on must be `role="dialog" aria-modal="true"` and focusable (`tabIndex={-1}`). A dialog that replaces
 * the screen while open (the Find Loads overlays) names the id of the control that comes back in the opener's place.
 */
export function useDialog<T extends HTMLElement = HTMLDivElement>(onClose: () => void, openerId?: string) {
  const dialogRef = useRef<T>(null);
  const onCloseRef = useRef(onClose);
  // Read while rendering, before a field inside can take the focus from the opener in an effect of its own.
  const [opener] = useState(() => document.activeElement);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!dialog || !isTopmost(dialog)) return;
      if (isEscapeKey(event) && !event.defaultPrevented) onCloseRef.current();
      else keepTabIn(event, dialog);
    };
    document.addEventListener('keydown', onKeyDown);
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const back = opener instanceof HTMLElement && opener.isConnected ? opener : openerId ? document.getElementById(openerId) : null;
      back?.focus();
    };
  }, [opener, openerId]);

  return dialogRef;
}
