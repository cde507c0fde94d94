import { screen, waitFor, within } from '@testing-library/react';
import { setRandomSource } from '../../../../src/client/features/announcements/random';
import { renderAppAt } from '../../app/renderAppAt';
import { banner, serveAnnouncements, slide } from './fixtures';

const carousel = () => screen.findByRole('region', { name: 'Announcements' });
const slides = [slide('Find loads on the go'), slide('Dispatch has your back'), slide('Gap insurance included')];

describe('landing page announcements carousel (account spec 2.4)', () => {
  afterEach(() => setRandomSource(null));

  it('the carousel shows only CIBody announcements, starting at a random one, with an n of total counter', async () => {
    setRandomSource(() => 0.5);
    serveAnnouncements([banner('Quick Pay is here'), ...slides]);
    renderAppAt('/');
    const region = await carousel();
    expect(within(region).getByRole('heading', { name: 'Dispatch has your back' })).toBeTruthy();
    expect(within(region).getByText('2 of 3')).toBeTruthy();
    expect(within(region).queryByText('Quick Pay is here')).toBeNull();
  });

  it('Next and Previous step through the announcements and wrap around the ends', async () => {
    setRandomSource(() => 0.9);
    serveAnnouncements(slides);
    const { user } = renderAppAt('/');
    const region = await carousel();
    expect(within(region).getByText('3 of 3')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Next' }));
    expect(within(region).getByRole('heading', { name: 'Find loads on the go' })).toBeTruthy();
    expect(within(region).getByText('1 of 3')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Previous' }));
    await user.click(within(region).getByRole('button', { name: 'Previous' }));
    expect(within(region).getByRole('heading', { name: 'Dispatch has your back' })).toBeTruthy();
    expect(within(region).getByText('2 of 3')).toBeTruthy();
  });

  it('an announcement link shows only when it has both callToActionCopy and callToActionUrl', async () => {
    setRandomSource(() => 0);
    serveAnnouncements([
      slide('With a link', { callToActionCopy: 'Read the FAQ', callToActionUrl: '/tips-and-tools/faq' }),
      slide('Copy only', { callToActionCopy: 'Read more' }),
      slide('Url only', { callToActionUrl: '/search' }),
    ]);
    const { user } = renderAppAt('/');
    const region = await carousel();
    expect(within(region).getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).toBe('/tips-and-tools/faq');
    await user.click(within(region).getByRole('button', { name: 'Next' }));
    expect(within(region).getByRole('heading', { name: 'Copy only' })).toBeTruthy();
    expect(within(region).queryByRole('link')).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Next' }));
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('a single announcement shows without Previous, Next or a counter', async () => {
    serveAnnouncements([slide('Only one')]);
    renderAppAt('/');
    const region = await carousel();
    expect(within(region).getByRole('heading', { name: 'Only one' })).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('with no CIBody announcements the landing page shows no carousel at all', async () => {
    const fetchMock = serveAnnouncements([banner('Header only')]);
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1, name: "We're Moving to Keep You Moving." });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByText('Header only');
    expect(document.querySelector('.announcement-carousel')).toBeNull();
  });

  it('a failed fetch shows no carousel, no banner and no global error', async () => {
    const fetchMock = serveAnnouncements([], 500);
    const { store } = renderAppAt('/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(store.getState().announcements.status).toBe('failed'));
    expect(document.querySelector('.announcement-carousel, .announcement-banner')).toBeNull();
    expect(screen.queryByText('Oops, looks like there was an error.')).toBeNull();
    expect(store.getState().errors.errors).toEqual([]);
  });
});
