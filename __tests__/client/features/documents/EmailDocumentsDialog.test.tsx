import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadDocumentsActions } from '../../../../src/client/features/documents/components/LoadDocumentsActions';
import { signedInState } from '../../app/renderAppAt';
import { aDriver, driversRoute } from '../../support/drivers';
import type { SentRequest } from '../../support/fetchStub';
import { routeFetch } from '../../support/routedFetch';
import { renderWithStore } from '../../support/renderWithStore';
import { sendingLimitMessage } from '../../../../src/shared/carrierLimits';

const drivers = [aDriver({ driverId: 3, name: 'Ana Cruz', email: 'ana@carrier.test' }), aDriver({ driverId: 4, name: 'Bo Lee', email: null })];

function serveDocuments(answer: () => { status?: number; body: unknown; headers?: Record<string, string> } = () => ({ body: { ok: true } })) {
  const sent: SentRequest[] = [];
  routeFetch([
    driversRoute(drivers),
    ['GET', /\/api\/UserAutoComplete\/[^/]+\/Contains$/, () => ({
      body: [
        { recipientType: 'Driver', id: 3, name: 'Ana Cruz', email: 'ana@carrier.test' },
        { recipientType: 'User', id: 42, name: 'Ann Office', email: 'ann@carrier.test' },
      ],
    })],
    ['POST', /\/api\/CarrierLoadDocuments\/All$/, (request) => {
      sent.push(request);
      return answer();
    }],
  ]);
  return sent;
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithStore(<LoadDocumentsActions loadId={4711} />, signedInState());
  await user.click(screen.getByRole('button', { name: 'Email' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Send Documents' }) };
}

describe('the e-mail documents form (loads spec 5)', () => {
  it("reads 'Send Documents', 'Choose a driver or team member to send the documents to.', with Cancel and Send Documents", async () => {
    serveDocuments();
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Choose a driver or team member to send the documents to.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send Documents' })).toBeTruthy();
  });

  it("the subject defaults to 'Documents for loads on {date}' and the message to 'Here are the documents for your loads tomorrow.'", async () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 21, 9), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearTimeout', 'clearInterval'] });
    try {
      serveDocuments();
      const { dialog } = await openDialog();
      expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Documents for loads on 11/22/2026');
      expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Here are the documents for your loads tomorrow.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a driver is required', async () => {
    const sent = serveDocuments();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send Documents' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'A driver is required.');
    expect(sent).toHaveLength(0);
  });

  it('drivers without an e-mail cannot be chosen', async () => {
    serveDocuments();
    const { dialog } = await openDialog();
    expect((await within(dialog).findByRole('radio', { name: /Bo Lee/ })).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('radio', { name: /Ana Cruz/ }).hasAttribute('disabled')).toBe(false);
  });

  it('Send Documents sends the documents to the chosen driver with the subject and message, then closes', async () => {
    const sent = serveDocuments();
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('radio', { name: /Ana Cruz/ }));
    const subject = within(dialog).getByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'Paperwork');
    await user.click(within(dialog).getByRole('button', { name: 'Send Documents' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Documents' })).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0].query.get('resultType')).toBe('Email');
    expect(sent[0].body).toEqual({
      OrderId: 4711,
      ToUserId: 3,
      ToUserType: 'Driver',
      Subject: 'Paperwork',
      Body: 'Here are the documents for your loads tomorrow.',
    });
  });

  it('a carrier past its sending limit is told so in the form, which stays open (429 sending_limit)', async () => {
    const message = `${sendingLimitMessage('mail', 200, 'day')} Try again in 90 minutes.`;
    serveDocuments(() => ({ status: 429, body: { message, code: 'sending_limit' }, headers: { 'content-type': 'application/json', 'retry-after': '5400' } }));
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('radio', { name: /Ana Cruz/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Documents' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('a team member may be chosen instead of a driver', async () => {
    const sent = serveDocuments();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a team member' }), 'ann');
    const team = within(dialog).getByRole('group', { name: 'Team members' });
    await user.click(await within(team).findByRole('radio', { name: /Ann Office/ }));
    expect(within(team).queryByText('Ana Cruz')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send Documents' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ OrderId: 4711, ToUserId: 42, ToUserType: 'User' });
  });

  it('Cancel closes the form without sending', async () => {
    const sent = serveDocuments();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Send Documents' })).toBeNull();
    expect(sent).toHaveLength(0);
  });
});

describe('the Send Documents dialog and the keyboard (issue 22)', () => {
  it('Escape in a search box of the dialog clears that search and keeps the dialog with its recipient, subject and message', async () => {
    serveDocuments();
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('radio', { name: /Ana Cruz/ }));
    const message = within(dialog).getByLabelText('Message');
    await user.clear(message);
    await user.type(message, 'Gate code 4411');
    const teamSearch = within(dialog).getByRole('searchbox', { name: 'Find a team member' });
    await user.type(teamSearch, 'ann');

    await user.keyboard('{Escape}');
    expect((teamSearch as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('dialog', { name: 'Send Documents' })).toBe(dialog);
    expect((within(dialog).getByRole('radio', { name: /Ana Cruz/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Gate code 4411');
  });

  it('Escape in the driver filter clears the filter and keeps the dialog open', async () => {
    serveDocuments();
    const { user, dialog } = await openDialog();
    const filter = within(dialog).getByRole('searchbox', { name: 'Filter drivers by name' });
    await user.type(filter, 'Ana');
    await user.keyboard('{Escape}');
    expect((filter as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('dialog', { name: 'Send Documents' })).toBe(dialog);
  });

  it('Tab keeps the focus inside the dialog, and closing it gives the focus back to the Email button', async () => {
    serveDocuments();
    const { user, dialog } = await openDialog();
    await within(dialog).findByRole('radio', { name: /Ana Cruz/ });
    for (let press = 0; press < 20; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let press = 0; press < 20; press += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Send Documents' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Email' }));
  });
});

describe('Download PDF (loads spec 7)', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    jest.restoreAllMocks();
  });

  it("saves the load's documents as 'Load {id}.pdf'", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:documents');
    URL.revokeObjectURL = jest.fn();
    const saved: Array<{ href: string; download: string }> = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    routeFetch([['POST', /\/api\/CarrierLoadDocuments\/All$/, () => ({ body: '%PDF-1.7' })]]);
    const user = userEvent.setup();
    renderWithStore(<LoadDocumentsActions loadId={4711} />, signedInState());
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:documents', download: 'Load 4711.pdf' }]));
  });
});
