import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialog } from './useDialog';

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

/**
 * An accessible dialog: labelled by its title, closed by Escape, the close button or the backdrop; the keyboard
 * as useDialog keeps it.
 */
export function Modal({ title, onClose, children, footer, closeLabel = 'Close', className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useDialog(onClose);

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
