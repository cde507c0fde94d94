import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addFavorite } from '../../../../src/client/api/loadApi';
import { FavoriteToggle } from '../../../../src/client/features/favorites/components/FavoriteToggle';
import { loadsReceived } from '../../../../src/client/features/loads/slice';
import type { FavoriteState } from '../../../../src/shared/loads';
import { signedInState } from '../../app/renderAppAt';
import { aLoad } from '../../support/loads';
import { renderWithStore } from '../../support/renderWithStore';

jest.mock('../../../../src/client/api/loadApi');

afterEach(() => jest.clearAllMocks());

function renderToggle(...loads: Parameters<typeof aLoad>[0][]) {
  const view = renderWithStore(<FavoriteToggle loadId={7} />, signedInState());
  act(() => void view.store.dispatch(loadsReceived(loads.map((load) => aLoad({ id: 7, ...load })))));
  return { ...view, user: userEvent.setup() };
}

describe('the favourite control (loads spec 4, Favourite)', () => {
  it("reads 'SAVE' until saved and 'SAVED' once the save is answered; disabled while the request runs", async () => {
    let answer: (state: FavoriteState) => void = () => undefined;
    jest.mocked(addFavorite).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderToggle({});

    await user.click(screen.getByRole('button', { name: 'Save load 7' }));
    const pending = screen.getByRole('button', { name: 'Save load 7' });
    expect(pending).toHaveProperty('disabled', true);
    await user.click(pending);
    expect(addFavorite).toHaveBeenCalledTimes(1);

    await act(async () => answer({ currentUserFavorite: true, numberOfFavorites: 1 }));
    const saved = screen.getByRole('button', { name: 'Saved load 7' });
    expect(saved).toHaveProperty('disabled', false);
    expect(saved.getAttribute('aria-pressed')).toBe('true');
  });

  it('a Delivered load cannot be saved', () => {
    renderToggle({ orderStatus: 'Delivered', unAssigned: false, assignedToCurrentCarrier: true });
    expect(screen.getByRole('button', { name: 'Save load 7' })).toHaveProperty('disabled', true);
  });

  it("Save buttons name their load ('Save load 7', 'Saved load 7') and still show SAVE or SAVED", () => {
    const { store } = renderToggle({});
    const button = screen.getByRole('button', { name: 'Save load 7' });
    expect(button.textContent).toContain('SAVE');
    act(() => void store.dispatch(loadsReceived([aLoad({ id: 7, currentUserFavorite: true })])));
    expect(screen.getByRole('button', { name: 'Saved load 7' }).textContent).toContain('SAVED');
  });
});
