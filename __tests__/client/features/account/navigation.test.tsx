import { screen, within } from '@testing-library/react';
import { renderAppAt, setViewportWidth, signedInState } from '../../app/renderAppAt';

const groupLinks = (container: HTMLElement) => within(container).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('navigation groups (account spec 2.3)', () => {
  it('the top bar’s Settings group holds My Account, Fleet, Drivers, Settings and Contact Us', async () => {
    const { user } = renderAppAt('/dashboard', signedInState());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Settings' }));
    const menu = within(nav).getByRole('button', { name: 'Settings' }).parentElement!.querySelector('ul')!;
    expect(groupLinks(menu)).toEqual([
      ['My Account', '/my-account'], ['Fleet', '/drivers-and-fleet/fleet'], ['Drivers', '/drivers-and-fleet/drivers'],
      ['Settings', '/settings'], ['Contact Us', '/contact-us'],
    ]);
  });

  it('the side menu lists the four groups in order: Uncategorized, My Loads, Payments, Settings', async () => {
    setViewportWidth(390);
    const { user } = renderAppAt('/dashboard', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(menu).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['My Loads', 'Payments', 'Settings']);
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard', 'Find Loads', 'Saved Loads', 'Claimed Loads', 'In Progress Loads', 'Completed Loads', 'Paid Invoices',
      'Pending Payment', 'My Account', 'Fleet', 'Drivers', 'Settings', 'Contact Us',
    ]);
  });
});
