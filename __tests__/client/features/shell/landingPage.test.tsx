import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderAppAt, setViewportWidth, signedInState } from '../../app/renderAppAt';

describe('public landing page (account spec 2.4)', () => {
  it('shows the hero, the sections and the footer', async () => {
    renderAppAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: "We're Moving to Keep You Moving." })).toBeTruthy();
    for (const title of ['Discover the Difference', 'How it Works', 'About Us']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(document.getElementById('DiscoverTheDifference')?.querySelectorAll('article')).toHaveLength(3);
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(document.getElementById('HowItWorks')).not.toBeNull();
    expect(document.getElementById('ContactUs')?.tagName).toBe('FOOTER');
    expect(document.title).toBe('Home – General · Haulboard');
  });

  it("'Find Hauls Now' leads to the load search", async () => {
    const { router, user } = renderAppAt('/');

    await user.click(await screen.findByRole('link', { name: 'Find Hauls Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(currentLocation(router)).toBe(`/login?redirectTo=${encodeURIComponent('/search')}`);
  });

  it('the marketing header offers Log in and Sign Up to visitors', async () => {
    renderAppAt('/');

    const header = await screen.findByRole('navigation', { name: 'Site' });
    const labels = within(header).getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual(['Features', 'How it Works', 'Contact', 'Resources & FAQs', 'Log in', 'Sign Up']);
    expect(within(header).getByRole('link', { name: 'Features' }).getAttribute('href')).toBe('#DiscoverTheDifference');
    expect(within(header).getByRole('link', { name: 'How it Works' }).getAttribute('href')).toBe('#HowItWorks');
    expect(within(header).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('#ContactUs');
  });

  it('the marketing header offers a Dashboard link once logged in', async () => {
    renderAppAt('/', signedInState());

    const header = await screen.findByRole('navigation', { name: 'Site' });
    expect(within(header).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(header).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('the small-screen menu also has Find Hauls', async () => {
    setViewportWidth(500);
    const { user } = renderAppAt('/');

    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Site' });
    expect(within(menu).getByRole('link', { name: 'Find Hauls' }).getAttribute('href')).toBe('/search');
  });
});
