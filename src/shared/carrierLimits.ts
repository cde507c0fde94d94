/*
 * The words of what a carrier can make Haulboard send or store (issue 21): the server answers them, followed by
 * 'Try again in N minutes.' for a limit per hour or day, and every sending and uploading screen shows them as told.
 */

export type SendingKind = 'mail' | 'text';
export type LimitPeriod = 'hour' | 'day';

const sendingNouns: Record<SendingKind, string> = { mail: 'e-mails', text: 'text messages' };

export function sendingLimitMessage(kind: SendingKind, limit: number, period: LimitPeriod): string {
  return `Your company has sent its ${limit} ${sendingNouns[kind]} allowed per ${period}.`;
}

export function uploadLimitMessage(limit: number): string {
  return `Your company has uploaded its ${limit} files allowed per hour.`;
}

export function storageQuotaMessage(quotaBytes: number): string {
  return `Your company's files would take more than the ${Math.floor(quotaBytes / (1024 * 1024))} MB of storage it has. Ask Haulboard support for more room.`;
}

