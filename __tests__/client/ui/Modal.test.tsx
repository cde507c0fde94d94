import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { clearOnEscape } from '../../../src/client/ui/escapeKey';
import { Modal } from '../../../src/client/ui/Modal';

/** A page with a button that opens a dialog holding a field, a filter (Escape clears it) and a button. */
function PageWithDialog({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open && (
        <Modal title="Log In to Your Account" onClose={close}>
          <input aria-label="Email" />
          <input type="search" aria-label="Filter" value={filter} onChange={(event) => setFilter(event.target.value)} onKeyDown={clearOnEscape(() => setFilter(''))} />
          <button type="button">Log In</button>
        </Modal>
      )}
    </>
  );
}

describe('<Modal/>', () => {
  it('is a dialog named by its title that Escape, the close button and the backdrop close', () => {
    const onClose = jest.fn();
    render(
      <Modal title="Send Documents" onClose={onClose}>
        <p>Choose a driver or team member to send the documents to.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Send Documents' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');

    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(3);

    fireEvent.mouseDown(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('Tab and Shift+Tab keep the keyboard focus inside the dialog', async () => {
    const user = userEvent.setup();
    render(<PageWithDialog />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('dialog'));

    const order = ['Close', 'Email', 'Filter', 'Log In', 'Close'];
    for (const name of order) {
      await user.tab();
      expect(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent).toBe(name);
    }
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log In' }));
  });

  it('closing gives the focus back to the control that opened the dialog', async () => {
    const user = userEvent.setup();
    render(<PageWithDialog />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("Escape in a dialog's filter clears the filter, not the dialog", async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<PageWithDialog onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const filter = screen.getByRole('searchbox', { name: 'Filter' });
    await user.type(filter, 'ann');
    await user.keyboard('{Escape}');
    expect((filter as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with a dialog over another, Escape closes only the one on top', () => {
    const underneath = jest.fn();
    const onTop = jest.fn();
    render(
      <>
        <Modal title="Send Documents" onClose={underneath}>
          <p>Form</p>
        </Modal>
        <Modal title="Oops, looks like there was an error." onClose={onTop}>
          <p>Error</p>
        </Modal>
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onTop).toHaveBeenCalledTimes(1);
    expect(underneath).not.toHaveBeenCalled();
  });
});
