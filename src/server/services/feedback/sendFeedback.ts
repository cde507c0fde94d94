import type { Kysely } from 'kysely';
import { countMailRequest } from '../../auth/throttle';
import type { Database } from '../../db/tables';
import { throttled } from '../../http/failures';
import { findMailSender, insertFeedback } from '../../repositories/feedback';
import { redactReplayFile, REPLAY_FILE_NAME, type ReplayFile } from '../../../shared/replay';
import type { MailAttachment, MailMessage } from '../mail/types';

export interface FeedbackRequest {
  userId: number;
  clientId: number;
  message: string;
  /** Mailed only, never stored with the feedback, and redacted again on the way. */
  replay?: ReplayFile;
  address: string;
  now: Date;
}

export interface AcceptedFeedback {
  feedbackId: number;
  mail: MailMessage;
}

/**
 * Stores the feedback and builds the mail to support. Each message counts like a mail request (auth/throttle.ts)
 * under keys of its own: 5 per user and 20 per address in 15 minutes, so the form cannot flood the support inbox.
 */
export async function acceptFeedback(db: Kysely<Database>, supportEmail: string, request: FeedbackRequest): Promise<AcceptedFeedback> {
  const retryAfterSeconds = await countMailRequest(db, 'feedback', {
    email: `user-${request.userId}`, address: request.address, now: request.now,
  });
  if (retryAfterSeconds > 0) throw throttled('You have sent a lot of feedback.', retryAfterSeconds);

  const createdAt = request.now.toISOString();
  const feedbackId = await insertFeedback(db, { userId: request.userId, clientId: request.clientId, message: request.message, createdAt });
  const sender = await findMailSender(db, request.userId);
  const name = [sender?.firstName, sender?.lastName].filter(Boolean).join(' ') || sender?.userName || `user ${request.userId}`;
  const carrier = sender ? `${sender.clientName} (client ${sender.clientId})` : `client ${request.clientId}`;
  const mail: MailMessage = {
    to: supportEmail,
    toName: 'Haulboard support',
    subject: `Feedback from ${name} of ${sender?.clientName ?? `client ${request.clientId}`}`,
    replyTo: sender?.email ?? undefined,
    text: [
      `${name} <${sender?.email ?? 'no e-mail'}> of ${carrier} wrote on Contact Us at ${createdAt}:`,
      '',
      request.message,
      '',
      `Feedback #${feedbackId}. Reply to this message to answer the carrier.`,
      ...(request.replay ? ['', `${REPLAY_FILE_NAME} replays the carrier's recent actions: npm run replay -- ${REPLAY_FILE_NAME}`] : []),
    ].join('\n'),
    attachments: request.replay ? [replayAttachment(request.replay)] : undefined,
  };
  return { feedbackId, mail };
}

function replayAttachment(replay: ReplayFile): MailAttachment {
  return { filename: REPLAY_FILE_NAME, content: Buffer.from(JSON.stringify(redactReplayFile(replay))), contentType: 'application/json' };
}
