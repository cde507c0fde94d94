import type { FastifyInstance } from 'fastify';
import { callTimeRefusal, DISPATCH_TIME_ZONE, formatCallTime } from '../../../shared/callSlots';
import type { CallRequest, CallRequestBody } from '../../../shared/contracts/callRequest';
import { readTimeZone } from '../../../shared/timeZone';
import { fieldsRefused } from '../../http/failures';
import { insertCallRequest } from '../../repositories/callRequests';
import { findLookupValue } from '../../repositories/lookups';
import { finishOnboarding } from '../../repositories/userProfile';
import { findViewerRow } from '../../repositories/users';
import { assertMaySend } from '../limits/sendingLimits';
import type { MailMessage } from '../mail/types';

interface Caller {
  userId: number;
  clientId: number;
}

/**
 * A carrier skips onboarding for a call with dispatch: the time is checked against dispatch hours by the one
 * rule the form uses, the request is stored, onboarding counts as done (sign-in no longer leads back there), and
 * dispatch is mailed, counted against the carrier's mail limits.
 */
export async function requestCall(app: FastifyInstance, caller: Caller, body: CallRequestBody): Promise<CallRequest> {
  const now = app.clock.now();
  const refusal = callTimeRefusal(body.callAt, now.getTime());
  if (refusal) throw fieldsRefused([{ field: 'callAt', message: refusal }]);
  await assertMaySend(app.appContext, caller.clientId, { mail: 1 });
  const callAt = new Date(body.callAt).toISOString();
  const timeZone = readTimeZone(body.timeZone);
  const id = await app.db.transaction().execute(async (trx) => {
    const newId = await insertCallRequest(trx, { ...caller, callAt, timeZone, createdAt: now.toISOString() });
    await finishOnboarding(trx, caller.userId);
    return newId;
  });
  const dispatchEmail = await findLookupValue(app.db, 'CarrierDispatchEmailAddress');
  const to = typeof dispatchEmail === 'string' && dispatchEmail ? dispatchEmail : app.config.supportEmail;
  await app.mailer.send(await callRequestMail(app, caller, { id, callAt, timeZone }, to));
  return { id, callAt, timeZone };
}

async function callRequestMail(app: FastifyInstance, caller: Caller, call: CallRequest, to: string): Promise<MailMessage> {
  const user = await findViewerRow(app.db, caller.userId);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || `user ${caller.userId}`;
  const company = user?.clientName ?? `client ${caller.clientId}`;
  const atDispatch = formatCallTime(call.callAt, DISPATCH_TIME_ZONE);
  return {
    to,
    toName: 'Haulboard dispatch',
    subject: `Call request: ${name} of ${company}, ${atDispatch}`,
    replyTo: user?.email ?? undefined,
    clientId: caller.clientId,
    text: [
      `${name} <${user?.email ?? 'no e-mail'}> of ${company} (client ${caller.clientId}) skipped onboarding and asks dispatch to call.`,
      '',
      `When: ${formatCallTime(call.callAt, call.timeZone)} (${call.timeZone}), ${atDispatch} at dispatch.`,
      `Phone: ${user?.primaryPhone ?? 'none given'}`,
      `Mobile phone: ${user?.cellPhone ?? 'none given'}`,
      '',
      `Call request #${call.id}; the desk lists them: npm run desk -- call-request list`,
    ].join('\n'),
  };
}
