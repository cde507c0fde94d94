import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { isEscapeKey } from './escapeKey';
import { keepTabIn } from './focusTrap';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown at the bottom of the dialog. */
  footer?: ReactNode;
  /** Label of the close control, for screen readers. */
  closeLabel?: string;
  className?: string;
}

/** The dialog on top: only it answers the keyboard when one opens over another (an error over a form). */
function isTopmost(dialog: HTMLElement | null): boolean {
  const open = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  return dialog !== null && open[open.length - 1] === dialog;
}

/**
 * An accessible dialog: labelled by its title, closed by Escape, the close button or the backdrop. Tab stays
 * inside it, and closing gives focus back to what had it before, the control that opened it. An Escape that a
 * field inside has spent (a filter it cleared) leaves it open.
 */
export function Modal({ title, onClose, children, footer, closeLabel = 'Close', className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
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
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  return createPortal(
    <div className="hb-modal__backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['hb-modal', className ?? ''].filter(Boolean).join(' ')}
      >
        <header className="hb-modal__header">
          <h2 id={titleId} className="hb-modal__title">
            {title}
          </h2>
          <button type="button" className="hb-close-button" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="hb-modal__body">{children}</div>
        {footer && <footer className="hb-modal__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
