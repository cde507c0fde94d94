import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from '../../../src/client/ui/Modal';

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
});
