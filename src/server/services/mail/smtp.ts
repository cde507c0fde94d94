import type * as Nodemailer from 'nodemailer';
import { lazyModule } from '../../lazyModule';

const nodemailer = lazyModule<typeof Nodemailer>('nodemailer');

/** Shorter than nodemailer's minutes-long defaults: a request that sends mail waits for the first attempt. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP_URL as nodemailer reads it, with our timeouts unless the URL names its own. */
export function smtpTransportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(timeouts)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

export interface SmtpSender {
  /** Sends a stored MIME message as is to one address; rejects with the server's or the network's error. */
  sendRaw(from: string, to: string, raw: string): Promise<void>;
  close(): void;
}

export function smtpSender(smtpUrl: string): SmtpSender {
  const transportUrl = smtpTransportUrl(smtpUrl);
  // Made by the first mail: an app that never sends one never loads nodemailer.
  let transport: Nodemailer.Transporter | undefined;
  return {
    async sendRaw(from, to, raw) {
      transport ??= nodemailer().createTransport(transportUrl);
      await transport.sendMail({ envelope: { from, to: [to] }, raw });
    },
    close() {
      transport?.close();
    },
  };
}
