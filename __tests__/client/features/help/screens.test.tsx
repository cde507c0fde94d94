import { screen, within } from '@testing-library/react';
import { FEEDBACK_ROWS } from '../../../../src/shared/feedback';
import { currentLocation, renderAppAt, signedInState } from '../../app/renderAppAt';
import { routeFetch } from '../../support/routedFetch';

const dispatchAddress = (status: number) =>
  ['GET', /\/Lookups\/CarrierDispatchEmailAddress$/, () => (status === 200
    ? { body: { key: 'CarrierDispatchEmailAddress', value: 'dispatch@haulboard.test' } }
    : { status, statusText: 'Not Found', body: { message: 'There is no lookup value named CarrierDispatchEmailAddress.' } })] as const;

const dispatchPhone = ['GET', /\/Lookups\/CarrierDispatchPhoneNumber$/,
  () => ({ body: { key: 'CarrierDispatchPhoneNumber', value: '(855) 555-0123' } })] as const;

afterEach(() => {
  delete window.HAULBOARD_CONFIG;
});

describe('Contact Us (account spec 2.11)', () => {
  it("shows 'Submit Your Feedback' over one 5-row box, with Cancel and Submit", async () => {
    renderAppAt('/contact-us', signedInState());
    const box = await screen.findByLabelText('Submit Your Feedback');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('rows')).toBe(String(FEEDBACK_ROWS));
    expect(FEEDBACK_ROWS).toBe(5);
    expect(screen.getByRole('link', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('Submit is disabled while the box is empty or only spaces', async () => {
    const { user } = renderAppAt('/contact-us', signedInState());
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Submit Your Feedback'), '   ');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Submit Your Feedback'), 'Great app');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it("a sent message flashes 'Thank you for your feedback!' on the page the carrier goes to", async () => {
    const fetchMock = routeFetch([['POST', /\/api\/Feedback$/, () => ({ body: { ok: true } })]]);
    const { user, router } = renderAppAt('/contact-us', signedInState());
    await user.type(await screen.findByLabelText('Submit Your Feedback'), 'Loads near Flint, please');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
    expect(currentLocation(router)).toBe('/my-account');
    const [url, init] = fetchMock.mock.calls.find(([called]) => String(called).includes('/Feedback'))!;
    expect(new URL(String(url), 'http://localhost').searchParams.get('message')).toBe('Loads near Flint, please');
    expect((init as RequestInit).method).toBe('POST');
  });
});

describe('Contact Dispatch (account spec 2.11)', () => {
  it('shows the dispatch phone and e-mail from their lookups, the hours and the Plymouth, Michigan office', async () => {
    routeFetch([dispatchAddress(200) as never, dispatchPhone as never]);
    renderAppAt('/contact-dispatch');
    const email = await screen.findByRole('link', { name: 'dispatch@haulboard.test' });
    expect(email.getAttribute('href')).toBe('mailto:dispatch@haulboard.test');
    expect((await screen.findByRole('link', { name: '(855) 555-0123' })).getAttribute('href')).toBe('tel:+18555550123');
    expect(screen.getByText(/Monday to Friday 7am-7pm, weekends 8am-4pm/)).toBeTruthy();
    expect(screen.getByText(/answered within 24 hours/)).toBeTruthy();
    expect(screen.getByText(/Plymouth, Michigan/)).toBeTruthy();
  });

  it("a failed lookup shows '⚠️ Lookup value not found'", async () => {
    routeFetch([dispatchAddress(404) as never]);
    renderAppAt('/contact-dispatch');
    expect(await screen.findByText('⚠️ Lookup value not found')).toBeTruthy();
    expect(screen.queryByText('Oops, looks like there was an error.')).toBeNull();
  });
});

describe('Tips and Tools (account spec 2.11)', () => {
  it('lists the six tutorial videos and the app guide in English, Arabic, Spanish and Russian, under the banner, with the FAQ link', async () => {
    renderAppAt('/tips-and-tools');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tips and Tools' })).toBeTruthy();
    const tutorials = within(screen.getByRole('list', { name: 'Video tutorials' })).getAllByRole('link');
    expect(tutorials.map((link) => link.getAttribute('href'))).toEqual([
      '/tips-and-tools/videos/search-by-load', '/tips-and-tools/videos/overview', '/tips-and-tools/videos/navigation-overview',
      '/tips-and-tools/videos/find-hauls', '/tips-and-tools/videos/claiming-freight', '/tips-and-tools/videos/managing-hauls',
    ]);
    const guides = within(screen.getByRole('list', { name: 'App guide videos' })).getAllByRole('link');
    expect(guides.map((link) => link.textContent)).toEqual([
      expect.stringContaining('English'), expect.stringContaining('Arabic'), expect.stringContaining('Spanish'), expect.stringContaining('Russian'),
    ]);
    expect(screen.getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).toBe('/tips-and-tools/faq');
  });

  it('a video page shows its written walkthrough, with no player, when no media host is configured', async () => {
    const { container } = renderAppAt('/tips-and-tools/videos/claiming-freight');
    expect(await screen.findByRole('heading', { name: 'Claiming Freight' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Step by step' })).toBeTruthy();
    expect(container.querySelector('video')).toBeNull();
  });

  it('a video page plays {mediaBaseUrl}/{slug}.mp4 with captions in a real player when a media host is configured', async () => {
    window.HAULBOARD_CONFIG = { mediaBaseUrl: 'https://media.haulboard.test/videos' } as never;
    const { container } = renderAppAt('/tips-and-tools/videos/find-hauls');
    await screen.findByRole('heading', { name: 'Find Hauls' });
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('https://media.haulboard.test/videos/find-hauls.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.querySelector('track[kind="captions"]')?.getAttribute('src')).toBe('https://media.haulboard.test/videos/find-hauls.vtt');
  });

  it('an unknown video slug says so, with a link back to Tips and Tools', async () => {
    renderAppAt('/tips-and-tools/videos/how-to-fly');
    expect(await screen.findByRole('heading', { name: 'Video not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tips and Tools' }).getAttribute('href')).toBe('/tips-and-tools');
  });

  it('the FAQ answers questions about claiming, drivers, documents and payments', async () => {
    renderAppAt('/tips-and-tools/faq');
    for (const topic of ['Claiming loads', 'Drivers and trucks', 'Documents', 'Payments']) {
      expect(await screen.findByRole('heading', { name: topic })).toBeTruthy();
    }
    expect(screen.getByText('How do I claim a load?')).toBeTruthy();
  });
});

describe('Legal Information (account spec 2.11)', () => {
  it('covers license, restrictions, accounts, privacy, disclaimers, liability, indemnity, Michigan law and users outside the US', async () => {
    renderAppAt('/legal');
    await screen.findByRole('heading', { level: 1, name: 'Legal Information' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(expect.arrayContaining([
      'Terms of Use', 'License', 'Restrictions', 'Accounts', 'Privacy', 'Disclaimers', 'Limitation of liability', 'Indemnity',
      'Governing law', 'Users outside the United States',
    ]));
    expect(screen.getByText(/laws of the State of Michigan/)).toBeTruthy();
  });

  it('states the one-year claim limit and proof-of-delivery verification within 24 business hours', async () => {
    renderAppAt('/legal');
    expect(await screen.findByText(/Proof of delivery is verified within 24 business hours/)).toBeTruthy();
    expect(screen.getByText(/within one year of the delivery/)).toBeTruthy();
  });
});
