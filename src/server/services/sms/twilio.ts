/** A request that sends a text waits for the first attempt; a provider slower than this is retried later. */
const REQUEST_TIMEOUT_MS = 15_000;

export interface SmsProvider {
  /** `{base}/2010-04-01/Accounts/{sid}/Messages.json` of Twilio's Messages API (or a server that speaks it). */
  messagesUrl: string;
  accountSid: string;
  authToken: string;
  /** The sending number, E.164. */
  from: string;
}

/** SMS_URL as `https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com?from=%2B15555550100`; throws a sentence for config to show. */
export function parseSmsUrl(smsUrl: string): SmsProvider {
  const url = new URL(smsUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('must be a https:// URL');
  if (!url.username || !url.password) throw new Error('must carry the account SID and auth token as https://SID:TOKEN@host');
  const from = url.searchParams.get('from')?.trim();
  if (!from) throw new Error('must name the sending number as ?from=%2B15555550100');
  const accountSid = decodeURIComponent(url.username);
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  return {
    messagesUrl: `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
    accountSid,
    authToken: decodeURIComponent(url.password),
    from,
  };
}

/** The provider's refusal: its HTTP status and its own words (Twilio answers `{code, message}`). */
export class SmsRefused extends Error {
  constructor(readonly status: number, detail: string) {
    super(`HTTP ${status}${detail ? `: ${detail}` : ''}`);
    this.name = 'SmsRefused';
  }
}

async function refusalDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const { code, message } = JSON.parse(text) as { code?: unknown; message?: unknown };
    return [code, message].filter((part) => part !== undefined && part !== null).join(' ');
  } catch {
    return text.slice(0, 200);
  }
}

/** Sends one text through the Messages API: form-encoded To, From and Body, basic auth with SID and token. */
export async function sendThroughTwilio(provider: SmsProvider, to: string, body: string): Promise<void> {
  const response = await fetch(provider.messagesUrl, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: new URLSearchParams({ To: to, From: provider.from, Body: body }).toString(),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new SmsRefused(response.status, await refusalDetail(response));
  await response.body?.cancel();
}
