import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import type { Db } from '../../../src/server/db/database';
import { until } from './until';

export const api = (path: string) => `/api/${path}?SourceApplication=CarrierPortal`;

export function forgotPassword(app: FastifyInstance, username: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: api('Users/ForgotPassword'), remoteAddress, payload: { Username: username, PasswordResetUrl: 'https://evil.test/reset' } });
}

export function resetPassword(app: FastifyInstance, fields: { userId: number | string; resetCode: string; password: string; confirmationPassword?: string }) {
  return app.inject({
    method: 'PUT',
    url: api('Users/ResetForgotPassword'),
    payload: { UserId: fields.userId, ResetCode: fields.resetCode, Password: fields.password, ConfirmationPassword: fields.confirmationPassword ?? fields.password },
  });
}

/** The reset mail is stored after the answer (so timing tells nothing): wait for it to land in the outbox. */
export async function waitForOutboxMail(db: Db, toAddress: string): Promise<{ subject: string; text: string }> {
  let raw: string | undefined;
  await until(async () => {
    raw = (await db.db.selectFrom('outbox').select(['raw']).where('toAddress', '=', toAddress).orderBy('id', 'desc').executeTakeFirst())?.raw;
    return raw !== undefined;
  }, `a mail to ${toAddress} in the outbox`);
  const parsed = await simpleParser(raw!);
  return { subject: parsed.subject ?? '', text: parsed.text ?? '' };
}

export async function outboxCount(db: Db, toAddress: string): Promise<number> {
  const rows = await db.db.selectFrom('outbox').select('id').where('toAddress', '=', toAddress).execute();
  return rows.length;
}

/** The link of a reset mail and its two query values. */
export function resetLinkOf(text: string): { link: URL; userId: string; resetCode: string } {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  const link = new URL(match[0]);
  return { link, userId: link.searchParams.get('userId') ?? '', resetCode: link.searchParams.get('resetCode') ?? '' };
}
