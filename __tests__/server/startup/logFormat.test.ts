import { Writable } from 'node:stream';
import { loadConfig } from '../../../src/server/config';
import { createLogger, logDestination } from '../../../src/server/logger';
import { REDACTED } from '../../../src/shared/redaction';

/* Issue 23: logs are short and readable on a terminal, JSON otherwise, and nothing secret is in either. */

function sink() {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
  return { stream, text: () => lines.join('') };
}

const secretUrl = '/driver/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';

async function logOne(format: 'auto' | 'pretty' | 'json', isTerminal: boolean): Promise<string> {
  const out = sink();
  const logger = createLogger('info', logDestination(format, out.stream, isTerminal));
  logger.info({ url: secretUrl, statusCode: 200 }, 'request completed');
  logger.flush();
  await new Promise((resolve) => setImmediate(resolve));
  return out.text();
}

describe('log lines', () => {
  test('on a terminal a line is short and readable: time, level and message, no JSON', async () => {
    const line = await logOne('auto', true);
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] .*INFO.*request completed/);
    expect(line).not.toMatch(/^\{/);
    expect(line.trim().split('\n')).toHaveLength(1);
  });

  test('elsewhere (a pipe, a log collector) each line is one JSON object', async () => {
    const line = await logOne('auto', false);
    expect(JSON.parse(line)).toMatchObject({ level: 30, msg: 'request completed', statusCode: 200, service: 'haulboard' });
  });

  test('LOG_FORMAT chooses either way, whatever stdout is', async () => {
    const json = await logOne('json', true);
    expect(() => JSON.parse(json)).not.toThrow();
    expect(await logOne('pretty', false)).toMatch(/request completed/);
    expect(loadConfig({ LOG_FORMAT: 'Pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be one of auto, pretty, json/);
  });

  test('a secret in a line is redacted in the readable lines as in the JSON ones', async () => {
    for (const line of [await logOne('pretty', true), await logOne('json', false)]) {
      expect(line).toContain(`/driver/${REDACTED}`);
      expect(line).not.toContain('AbCdEfGhIjKlMnOpQrStUvWxYz');
    }
  });
});
