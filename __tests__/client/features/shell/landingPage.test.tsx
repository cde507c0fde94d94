import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderAppAt, setViewportWidth, signedInState } from '../../app/renderAppAt';
import type { CannedResponse } from '../../support/fetchStub';
import { routeFetch } from '../../support/routedFetch';

const json = (body: unknown): CannedResponse => ({ status: 200, body, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  delete window.HAULBOARD_CONFIG;
});

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

  it('the footer shows the dispatch phone and e-mail from their lookups', async () => {
    routeFetch([
      ['GET', /\/api\/Lookups\/CarrierDispatchPhoneNumber$/, () => json({ key: 'CarrierDispatchPhoneNumber', value: '(855) 555-0123' })],
      ['GET', /\/api\/Lookups\/CarrierDispatchEmailAddress$/, () => json({ key: 'CarrierDispatchEmailAddress', value: 'desk@haul.test' })],
    ]);
    renderAppAt('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect((await footer.findByRole('link', { name: '(855) 555-0123' })).getAttribute('href')).toBe('tel:+18555550123');
    expect((await footer.findByRole('link', { name: 'desk@haul.test' })).getAttribute('href')).toBe('mailto:desk@haul.test');
  });

  it('without a configured social link the footer has none', async () => {
    renderAppAt('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.queryByRole('heading', { name: 'Follow Us' })).toBeNull();
    expect(footer.queryByRole('link', { name: /linkedin/i })).toBeNull();
  });

  it('a configured social link shows under Follow Us, opening in a new tab', async () => {
    window.HAULBOARD_CONFIG = { socialUrl: 'https://www.linkedin.com/company/haulboard' } as typeof window.HAULBOARD_CONFIG;
    renderAppAt('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const link = footer.getByRole('link', { name: 'linkedin.com' });
    expect(link.getAttribute('href')).toBe('https://www.linkedin.com/company/haulboard');
    expect(link.getAttribute('target')).toBe('_blank');
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
