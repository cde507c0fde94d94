import { screen, within } from '@testing-library/react';
import { renderAppAt, setViewportWidth, signedInState } from '../../app/renderAppAt';

/** Issue 22: the small screen's overlays are dialogs like the Modal: Tab stays in, Escape closes, focus goes back. */
describe('the mobile bar\'s overlays keep the keyboard (issue 22)', () => {
  beforeEach(() => setViewportWidth(600));

  it('the Search Load # overlay holds Tab, closes on Escape and gives focus back to Load #', async () => {
    const { user } = renderAppAt('/dashboard', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Load #' }));
    const overlay = screen.getByRole('dialog', { name: 'Search Load #' });
    expect(overlay.contains(document.activeElement)).toBe(true);
    for (let tab = 0; tab < 6; tab += 1) {
      await user.tab();
      expect(overlay.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Search Load #' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Load #' }));
  });

  it('the side menu holds Tab, closes on Escape and gives focus back to the hamburger', async () => {
    const { user } = renderAppAt('/dashboard', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('navigation', { name: 'Side menu' })).toBeTruthy();
    expect(menu.contains(document.activeElement)).toBe(true);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Log out' }));
    await user.tab();
    expect(menu.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });
});
