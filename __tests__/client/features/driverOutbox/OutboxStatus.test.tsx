import { act, fireEvent, screen, within } from '@testing-library/react';
import { OutboxStatus } from '../../../../src/client/features/driverOutbox/components/OutboxStatus';
import { outboxItemSending, outboxItemStopped } from '../../../../src/client/features/driverOutbox/slice';
import { renderWithStore } from '../../support/renderWithStore';
import { inspection, outboxWith, photo, pickedUp } from './fixtures';
import { registerFeature } from '../../../../src/client/app/lazyFeatures';
import { driverPageFeature } from '../../../../src/client/features/driverLink/driverPage';

// The outbox's slice comes with the driver page's chunk, as in the app.
registerFeature(driverPageFeature);

describe('\'N waiting to send\' on the driver page (issue 24)', () => {
  it('says nothing while nothing waits and the phone is online', () => {
    renderWithStore(<OutboxStatus />, outboxWith([]));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says how many items wait, in a live region', () => {
    renderWithStore(<OutboxStatus />, outboxWith([photo, inspection, pickedUp]));
    expect(within(screen.getByRole('status')).getByText('3 waiting to send')).toBeTruthy();
  });

  it('says 1 waiting to send, and Sending… while it is on its way', () => {
    const { store } = renderWithStore(<OutboxStatus />, outboxWith([photo]));
    expect(screen.getByRole('status').textContent).toBe('1 waiting to send');
    act(() => {
      store.dispatch(outboxItemSending({ key: photo.key }));
    });
    expect(within(screen.getByRole('status')).getByText('Sending…')).toBeTruthy();
  });

  it('without a network says the items are kept on this phone', () => {
    renderWithStore(<OutboxStatus />, outboxWith([photo, inspection], { online: false }));
    const status = screen.getByRole('status');
    expect(within(status).getByText('2 waiting to send')).toBeTruthy();
    expect(within(status).getByText('No network: kept on this phone')).toBeTruthy();
  });

  it('an item the server refused is shown with its words, Try again and Discard', () => {
    const { store } = renderWithStore(<OutboxStatus />, outboxWith([inspection, pickedUp]));
    act(() => {
      store.dispatch(outboxItemStopped({ item: inspection, failure: { code: 'validation_failed', serverMessage: 'The VIN has 16 characters.', fieldErrors: {} } }));
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The pick-up inspection of Load 4101 was not sent: The VIN has 16 characters.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('1 waiting to send');
    expect(store.getState().driverOutbox.items).toEqual([pickedUp]);
  });

  it('Try again takes the refusal away and lets the item go again', () => {
    const { store } = renderWithStore(<OutboxStatus />, outboxWith([pickedUp]));
    act(() => {
      store.dispatch(outboxItemStopped({ item: pickedUp, failure: { code: 'inspection_required', serverMessage: 'Sign the pick-up inspection first.', fieldErrors: {} } }));
    });
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getState().driverOutbox.stopped).toBeNull();
  });
});
