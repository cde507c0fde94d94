import { act, screen, within } from '@testing-library/react';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { banner, serveAnnouncements, slide } from './fixtures';

const bannerRegion = () => screen.findByRole('region', { name: 'Announcement banner' });
const advance = (ms: number) => act(async () => {
  await jest.advanceTimersByTimeAsync(ms);
});

describe('header banner of announcements (account spec 1 and 2.4)', () => {
  // The fake clock also follows real time, for user-event's own pauses; the margins below are far wider than a test run.
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('the banner shows CIHeader announcements only, rotating after the current one\'s rotationTimeInSeconds', async () => {
    serveAnnouncements([
      banner('Backhauls made easy', { rotationTimeInSeconds: 8 }), slide('Find loads on the go'),
      banner('Quick Pay is here', { rotationTimeInSeconds: 3 }),
    ]);
    renderAppAt('/');
    const region = await bannerRegion();
    expect(within(region).getByText('Backhauls made easy')).toBeTruthy();
    expect(within(region).queryByText('Find loads on the go')).toBeNull();
    await advance(7_400);
    expect(within(region).getByText('Backhauls made easy')).toBeTruthy();
    await advance(700);
    expect(within(region).getByText('Quick Pay is here')).toBeTruthy();
    await advance(3_500);
    expect(within(region).getByText('Backhauls made easy')).toBeTruthy();
  });

  it('previous and next controls show only when more than one CIHeader announcement exists', async () => {
    serveAnnouncements([banner('Only one'), slide('Body one'), slide('Body two')]);
    renderAppAt('/');
    const region = await bannerRegion();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('next and previous step the banner by hand and its time starts afresh', async () => {
    serveAnnouncements([banner('First', { rotationTimeInSeconds: 5 }), banner('Second', { rotationTimeInSeconds: 5 }), banner('Third')]);
    const { user } = renderAppAt('/');
    const region = await bannerRegion();
    await advance(4_000);
    await user.click(within(region).getByRole('button', { name: 'Next announcement' }));
    expect(within(region).getByText('Second')).toBeTruthy();
    // The pointer on the banner holds it; once it leaves, Second gets its whole five seconds.
    await user.unhover(region);
    await advance(4_000);
    expect(within(region).getByText('Second')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Previous announcement' }));
    await user.click(within(region).getByRole('button', { name: 'Previous announcement' }));
    expect(within(region).getByText('Third')).toBeTruthy();
  });

  it('a banner link shows only when the announcement has both callToActionCopy and callToActionUrl', async () => {
    serveAnnouncements([
      banner('Backhauls made easy', { callToActionCopy: 'Find a backhaul', callToActionUrl: '/search' }),
      banner('Quick Pay is here', { callToActionCopy: 'Payment preferences' }),
    ]);
    const { user } = renderAppAt('/');
    const region = await bannerRegion();
    expect(within(region).getByRole('link', { name: 'Find a backhaul' }).getAttribute('href')).toBe('/search');
    await user.click(within(region).getByRole('button', { name: 'Next announcement' }));
    expect(within(region).getByText('Quick Pay is here')).toBeTruthy();
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('the banner also shows above the signed-in app\'s header', async () => {
    serveAnnouncements([banner('Quick Pay is here')]);
    renderAppAt('/tips-and-tools', signedInState());
    expect(within(await bannerRegion()).getByText('Quick Pay is here')).toBeTruthy();
  });

  it('with no CIHeader announcements no banner is drawn', async () => {
    serveAnnouncements([slide('Body only')]);
    renderAppAt('/');
    await screen.findByRole('region', { name: 'Announcements' });
    expect(screen.queryByRole('region', { name: 'Announcement banner' })).toBeNull();
  });
});
