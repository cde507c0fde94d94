import { screen } from '@testing-library/react';
import { readReplayFile } from '../../../../src/shared/replay';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { routeFetch } from '../../support/routedFetch';

/** Contact Us 'Include a replay of my recent actions' (issue 20): the recorder's redacted replay rides along. */
describe('Contact Us with a replay', () => {
  const sentBody = (fetchMock: ReturnType<typeof routeFetch>) => {
    const [, init] = fetchMock.mock.calls.find(([called]) => String(called).includes('/Feedback'))!;
    return (init as RequestInit).body;
  };

  it('a ticked box sends the replay of the recent actions, with the session token redacted', async () => {
    const fetchMock = routeFetch([['POST', /\/api\/Feedback$/, () => ({ body: { ok: true } })]]);
    const state = signedInState();
    const { user } = renderAppAt('/contact-us', state);
    await user.type(await screen.findByLabelText('Submit Your Feedback'), 'The map froze');
    await user.click(screen.getByRole('checkbox', { name: 'Include a replay of my recent actions' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
    const body = JSON.parse(String(sentBody(fetchMock)));
    const replay = readReplayFile(JSON.stringify(body.replay));
    expect(replay.actions.map(({ type }) => type)).toContain('help/feedbackSubmitted');
    expect(replay.actions.some(({ type, payload }) => type === 'router/locationChanged' && (payload as { pathname: string }).pathname === '/contact-us')).toBe(true);
    expect(JSON.stringify(body)).not.toContain(state.session!.token!.accessToken);
  });

  it('an unticked box sends the message alone', async () => {
    const fetchMock = routeFetch([['POST', /\/api\/Feedback$/, () => ({ body: { ok: true } })]]);
    const { user } = renderAppAt('/contact-us', signedInState());
    await user.type(await screen.findByLabelText('Submit Your Feedback'), 'All good');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
    expect(sentBody(fetchMock)).toBeUndefined();
  });
});
