import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationSettings } from '../../../../src/shared/notificationSettings';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import type { CannedResponse } from '../../support/fetchStub';
import { routeFetch } from '../../support/routedFetch';

const json = (body: unknown, status = 200): CannedResponse => ({ status, body, headers: { 'content-type': 'application/json' } });
const settings: NotificationSettings = {
  newLoadsOfSavedSearches: true, urgentLoads: false, claimSavedLoads: false, loadsDelivered: true, paymentErrors: true, paymentsPosted: false,
};
const emailPath = /\/api\/carrierNotificationSettings\/EmailNotifications$/;

describe('notification settings screens (account spec 2.11 and 4)', () => {
  it('Email Notifications shows one toggle per setting with its heading and description', async () => {
    routeFetch([['GET', emailPath, () => json(settings)]]);
    renderAppAt('/settingst/email-notifications', signedInState());
    expect(await screen.findByRole('heading', { name: 'Email Notifications', level: 1 })).toBeTruthy();
    const switches = await screen.findAllByRole('switch');
    expect(switches.map((toggle) => toggle.getAttribute('aria-checked') ?? String((toggle as HTMLInputElement).checked)))
      .toEqual(['true', 'false', 'false', 'true', 'true', 'false']);
    const delivered = screen.getByRole('switch', { name: 'Loads delivered' });
    expect(delivered.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('When one of your loads is marked delivered.')).toBeTruthy();
  });

  it('a toggle flips at once and the whole set is posted for that channel', async () => {
    let answer: (response: CannedResponse) => void = () => undefined;
    const fetchMock = routeFetch([
      ['GET', emailPath, () => json(settings)],
      ['POST', emailPath, () => new Promise<CannedResponse>((resolve) => { answer = resolve; })],
    ]);
    renderAppAt('/settingst/email-notifications', signedInState());
    const urgent = await screen.findByRole('switch', { name: 'Urgent loads' }) as HTMLInputElement;
    fireEvent.click(urgent);
    expect(urgent.checked).toBe(true);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit)?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => (call as RequestInit)?.method === 'POST')!;
    const body = JSON.parse(String((init as RequestInit).body));
    expect(Object.fromEntries(Object.entries(body).map(([key, value]) => [key[0].toLowerCase() + key.slice(1), value])))
      .toEqual({ ...settings, urgentLoads: true });
    answer(json({ ...settings, urgentLoads: true }));
    await waitFor(() => expect(urgent.checked).toBe(true));
  });

  it('a failed save flips the toggle back and says so', async () => {
    routeFetch([
      ['GET', emailPath, () => json(settings)],
      ['POST', emailPath, () => json({ message: 'Down' }, 503)],
    ]);
    renderAppAt('/settingst/email-notifications', signedInState());
    const delivered = await screen.findByRole('switch', { name: 'Loads delivered' }) as HTMLInputElement;
    fireEvent.click(delivered);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not save "Loads delivered", so it was switched back. Please try again.');
    expect(delivered.checked).toBe(true);
  });

  it('Text Notifications loads and saves the text channel', async () => {
    const fetchMock = routeFetch([
      ['GET', /\/api\/carrierNotificationSettings\/TextNotifications$/, () => json({ ...settings, loadsDelivered: false })],
      ['POST', /\/api\/carrierNotificationSettings\/TextNotifications$/, (request) => json(request.body)],
    ]);
    renderAppAt('/settingst/text-notifications', signedInState());
    expect(await screen.findByRole('heading', { name: 'Text Notifications', level: 1 })).toBeTruthy();
    fireEvent.click(await screen.findByRole('switch', { name: 'Payments posted' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) =>
      String(url).includes('TextNotifications') && (init as RequestInit)?.method === 'POST')).toBe(true));
  });

  it('Settings links to both notification screens with real links', async () => {
    routeFetch([]);
    renderAppAt('/settings', signedInState());
    const notifications = await screen.findByRole('navigation', { name: 'Notifications' });
    expect(within(notifications).getByRole('link', { name: /Email Notifications/ }).getAttribute('href')).toBe('/settingst/email-notifications');
    expect(within(notifications).getByRole('link', { name: /Text Notifications/ }).getAttribute('href')).toBe('/settingst/text-notifications');
  });
});
