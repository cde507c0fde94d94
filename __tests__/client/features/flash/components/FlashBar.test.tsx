import { act, fireEvent, screen } from '@testing-library/react';
import { locationChanged } from '../../../../../src/client/app/routerActions';
import { FlashBar } from '../../../../../src/client/features/flash/components/FlashBar';
import { flashQueued } from '../../../../../src/client/features/flash/slice';
import { renderWithStore } from '../../../support/renderWithStore';

afterEach(() => localStorage.clear());

describe('<FlashBar/> (account spec 2.3)', () => {
  it('messages queued before a navigation appear after it, and can be dismissed', () => {
    const { store } = renderWithStore(<FlashBar />);
    act(() => {
      store.dispatch(flashQueued('Successfully updated profile'));
    });
    expect(screen.queryByText('Successfully updated profile')).toBeNull();

    act(() => {
      store.dispatch(locationChanged({ pathname: '/my-account', search: '' }));
    });
    expect(screen.getByText('Successfully updated profile')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss Successfully updated profile' }));
    expect(screen.queryByText('Successfully updated profile')).toBeNull();
  });
});
