import { screen, waitFor } from '@testing-library/react';
import { screenEntries, type ScreenEntry } from '../../../src/client/app/routeTable';
import { screenComponents } from '../../../src/client/app/screenComponents';
import { formatPageTitle } from '../../../src/client/features/shell/pageTitle';
import { currentLocation, renderAppAt, signedInState } from './renderAppAt';

function samplePath(entry: ScreenEntry): string {
  return entry.path.replace(/:(\w+)/g, (_match, name: string) => (name === 'slug' ? 'sample-load-1234' : '42'));
}

describe('every route of both specs renders without crashing', () => {
  it.each(screenEntries.map(([, entry]) => [entry.path, entry] as const))('%s', async (_path, entry) => {
    const { router } = renderAppAt(samplePath(entry), signedInState());

    if (entry.access === 'anonymousOnly') {
      await screen.findByRole('heading', { level: 1, name: 'Find Loads' });
      expect(currentLocation(router)).toBe('/search');
    } else {
      await waitFor(() => expect(document.title).toBe(formatPageTitle(entry.title, entry.section)));
    }
    expect(screen.queryByText('An unexpected error occured:')).toBeNull();
    expect(screen.queryByText('Page Not Found')).toBeNull();
    expect(screen.queryByText(/being built/)).toBeNull();
  });

  it('every screen of the route table has its own component, none a placeholder (issue 22)', () => {
    for (const [name] of screenEntries) expect(screenComponents[name]).toBeDefined();
  });
});

describe('route table', () => {
  it('holds the account settings routes spelled with the extra t', () => {
    const paths = screenEntries.map(([, entry]) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/settingst/email-notifications', '/settingst/text-notifications', '/l/:slug']),
    );
  });

  it('gives every screen a title and a section', () => {
    for (const [, entry] of screenEntries) {
      expect(entry.title).not.toBe('');
      expect(entry.section).not.toBe('');
    }
  });
});

describe('special routes', () => {
  it('unknown paths show Page Not Found with Go back', async () => {
    const { router, user } = renderAppAt(['/loads/saved', '/no/such/page?x=1'], signedInState());

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(document.title).toBe('Page Not Found – General · Haulboard');
    const back = screen.getByRole('link', { name: 'Go back' });
    expect(back.getAttribute('href')).toBe('/');
    await user.click(back);
    await waitFor(() => expect(currentLocation(router)).toBe('/loads/saved'));
  });

  it('Go back on a page opened directly leads home', async () => {
    const { router, user } = renderAppAt('/nowhere');

    await user.click(await screen.findByRole('link', { name: 'Go back' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/'));
  });

  it('/search/load/{id} redirects to /load/{id}', async () => {
    const { router } = renderAppAt('/search/load/5150?tab=cars', signedInState());

    expect(await screen.findByRole('heading', { level: 1, name: 'Load Detail' })).toBeTruthy();
    expect(currentLocation(router)).toBe('/load/5150?tab=cars');
  });

  it('any path starting with /search/load keeps the rest of the path when redirected', async () => {
    const { router } = renderAppAt('/search/load/5150/backhauls', signedInState());

    expect(await screen.findByRole('heading', { level: 1, name: 'Find Backhaul' })).toBeTruthy();
    expect(currentLocation(router)).toBe('/load/5150/backhauls');
  });

  it('an anonymous visitor on an old load path ends at login for the new path', async () => {
    const { router } = renderAppAt('/search/load/77');

    await screen.findByRole('dialog', { name: 'Log In to Your Account' });
    expect(currentLocation(router)).toBe(`/login?redirectTo=${encodeURIComponent('/load/77')}`);
  });

  it('endpoint redirects to config, keeping the query', async () => {
    const { router } = renderAppAt('/endpoint?preset=local');

    expect(await screen.findByRole('heading', { level: 1, name: 'Endpoint Configuration' })).toBeTruthy();
    expect(currentLocation(router)).toBe('/config?preset=local');
  });

  it('/coming-soon leads a signed-in carrier to the dashboard (issue 22)', async () => {
    const { router } = renderAppAt('/coming-soon', signedInState());

    await waitFor(() => expect(currentLocation(router)).toBe('/dashboard'));
    expect(screen.queryByText(/being built/)).toBeNull();
  });

  it('/coming-soon leads a visitor to the landing page (issue 22)', async () => {
    const { router } = renderAppAt('/coming-soon');

    await waitFor(() => expect(currentLocation(router)).toBe('/'));
  });
});

describe('page titles', () => {
  it('page titles read {title} – {section} · Haulboard', async () => {
    renderAppAt('/loads/in-progress', signedInState());

    await screen.findByRole('heading', { level: 1, name: 'In Progress Loads' });
    expect(document.title).toBe('In Progress Loads – Manage Loads · Haulboard');
  });

  it('the title follows navigation', async () => {
    const { router, user } = renderAppAt('/dashboard', signedInState());

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(document.title).toBe('Dashboard – General · Haulboard');
    await user.click(screen.getByRole('link', { name: 'Find Loads' }));
    await waitFor(() => expect(document.title).toBe('Find Loads – Loads · Haulboard'));
    expect(currentLocation(router)).toBe('/search');
  });
});
