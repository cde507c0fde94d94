import { screen, waitFor } from '@testing-library/react';
import { pinClock } from '../../../../src/client/app/clock';
import { renderAppAt, sampleViewer, signedInWithoutViewerState } from '../../app/renderAppAt';
import type { CannedResponse, SentRequest } from '../../support/fetchStub';
import { routeFetch, type Route } from '../../support/routedFetch';

const json = (body: unknown): CannedResponse => ({ status: 200, body, headers: { 'content-type': 'application/json' } });
const tasks = { inRouteCount: 2, pendingPickupCount: 5, savedCount: 9, pendingPaymentCount: 1 };
const viewer: Route = ['GET', /\/api\/CurrentUser$/, () => json(sampleViewer)];
const newLoads = (count: number): Route => ['GET', /\/api\/CarrierLoads\/newLoadsToday$/, () => json(count)];
const myTasks: Route = ['GET', /\/api\/CarrierLoads\/MyTasks$/, () => json(tasks)];
const preferencesRead = (body: unknown): Route => ['GET', /\/api\/Users\/Preferences$/, () => json(body)];
const toggle = (name: string) => screen.getByRole('button', { name });

/** A save (its keys PascalCase, as the wire has them) the test answers when it chooses, to see what is sent meanwhile. */
function heldSaves() {
  const sent: SentRequest[] = [];
  const answers: (() => void)[] = [];
  const route: Route = ['PUT', /\/api\/Users\/Preferences$/, (request) => {
    sent.push(request);
    return new Promise<CannedResponse>((resolve) => { answers.push(() => resolve(json(request.body))); });
  }];
  return { route, sent, answerNext: () => answers.shift()!() };
}

describe('dashboard flags kept per user on the server (account spec 2.8)', () => {
  beforeEach(() => pinClock('2026-11-20T18:30:00.000Z'));

  it('the open/closed flags persist between sessions: a new session opens the dashboard as the server kept it', async () => {
    routeFetch([viewer, myTasks, newLoads(0), preferencesRead({ expandedSections: { myTrends: false }, newLoadsBannerDismissedOn: null })]);
    renderAppAt('/dashboard', signedInWithoutViewerState());
    await waitFor(() => expect(toggle('My Trends').getAttribute('aria-expanded')).toBe('false'));
    expect(toggle('My Tasks').getAttribute('aria-expanded')).toBe('true');
  });

  it('the banner dismissal kept on the server hides the banner within the hour in a new session', async () => {
    routeFetch([viewer, myTasks, newLoads(3), preferencesRead({ expandedSections: {}, newLoadsBannerDismissedOn: '2026-11-20T18:00:00.000Z' })]);
    const { store } = renderAppAt('/dashboard', signedInWithoutViewerState());
    await waitFor(() => expect(store.getState().preferences.newLoadsBannerDismissedOn).toBe('2026-11-20T18:00:00.000Z'));
    expect(screen.queryByText(/new loads were added/)).toBeNull();
  });

  it('each change is saved on the server, one save after another, the later carrying both changes', async () => {
    const saves = heldSaves();
    routeFetch([viewer, myTasks, newLoads(0), preferencesRead({ expandedSections: {}, newLoadsBannerDismissedOn: null }), saves.route]);
    const { user, store } = renderAppAt('/dashboard', signedInWithoutViewerState());
    await waitFor(() => expect(store.getState().session.viewer).not.toBeNull());
    await user.click(await screen.findByRole('button', { name: 'My Trends' }));
    await waitFor(() => expect(saves.sent).toHaveLength(1));
    await user.click(toggle('My Tasks'));
    expect(saves.sent).toHaveLength(1);
    saves.answerNext();
    await waitFor(() => expect(saves.sent).toHaveLength(2));
    expect(saves.sent.map((request) => request.body)).toEqual([
      { ExpandedSections: { MyTrends: false }, NewLoadsBannerDismissedOn: null },
      { ExpandedSections: { MyTasks: false, MyTrends: false }, NewLoadsBannerDismissedOn: null },
    ]);
    saves.answerNext();
    await waitFor(() => expect(store.getState().preferences.unsaved).toBe(false));
  });

  it('dismissing the new-loads banner saves its date on the server', async () => {
    const saves = heldSaves();
    routeFetch([viewer, myTasks, newLoads(3), preferencesRead({ expandedSections: {}, newLoadsBannerDismissedOn: null }), saves.route]);
    const { user } = renderAppAt('/dashboard', signedInWithoutViewerState());
    await user.click(await screen.findByRole('button', { name: 'Dismiss the new loads banner' }));
    await waitFor(() => expect(saves.sent).toHaveLength(1));
    expect(saves.sent[0].body).toEqual({ ExpandedSections: {}, NewLoadsBannerDismissedOn: '2026-11-20T18:30:00.000Z' });
  });
});
