import { NOTIFICATION_TEXTS } from '../../../shared/notificationSettings';
import type { UnsubscribeTarget } from './unsubscribeToken';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const messagesOf = (channel: UnsubscribeTarget['channel']) => (channel === 'Email' ? 'emails' : 'text messages');

/** What the link turns off, in words: "emails about Loads delivered". */
export function subjectOf({ channel, kind }: UnsubscribeTarget): string {
  return `${messagesOf(channel)} about ${NOTIFICATION_TEXTS[kind].heading}`;
}

/** A page of its own (no app, no script), so it works from any mail client without signing in. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Haulboard</title>
<style>body{font-family:system-ui,sans-serif;max-width:460px;margin:2rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#0b57d0;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}a{color:#0b57d0}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The GET: a question and a button. Mail scanners open links; only the button's POST changes anything. */
export function confirmPage(target: UnsubscribeTarget, token: string): string {
  const what = subjectOf(target);
  return page('Unsubscribe', `<p>Stop ${escapeHtml(what)}?</p>
<form method="post" action="?token=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button></form>
<p>You can turn it on again any time under Settings in <a href="/settings">Haulboard</a>.</p>`);
}

export function donePage(target: UnsubscribeTarget): string {
  return page('Unsubscribed', `<p role="status">You are unsubscribed from ${escapeHtml(subjectOf(target))}.</p>
<p>You can turn it on again any time under Settings in <a href="/settings">Haulboard</a>.</p>`);
}

export function refusedPage(message: string): string {
  return page('Link not valid', `<p role="alert">${escapeHtml(message)}</p>`);
}
