import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/server/config';

const root = path.resolve(__dirname, '../..');

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  test('PUBLIC_URL, where people reach the app, is kept as its origin and must be an http(s) URL', () => {
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: 'https://haulboard.example.com/' }).publicUrl).toBe('https://haulboard.example.com');
    expect(problemsOf({ PUBLIC_URL: 'ftp://haulboard.example.com' })).toContain('PUBLIC_URL must be a http:// or https:// URL');
  });

  test('with nothing set, Haulboard starts on port 3000 with the SQLite file and 5000 demo loads', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      database: { dialect: 'sqlite', file: './data/haulboard.sqlite' },
      smtpUrl: null,
      redisUrl: null,
      googleMapsApiKey: null,
      seedLoads: 5000,
      logLevel: 'info',
    });
  });

  test('a bad PORT stops start-up with a clear message', () => {
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '', NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Haulboard cannot start because of its configuration:');
    expect(run.stderr).toContain('PORT must be a whole number from 1 to 65535');
    expect(run.stderr).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
  });

  test('PORT accepts 1 to 65535, and 0 for any free port', () => {
    expect(loadConfig({ PORT: '8080' }).port).toBe(8080);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(problemsOf({ PORT: 'eighty' })).toContain('PORT must be a whole number from 1 to 65535');
    expect(problemsOf({ PORT: '70000' })).toContain('got "70000"');
    expect(problemsOf({ PORT: '-1' })).toContain('PORT');
    expect(problemsOf({ PORT: '80.5' })).toContain('PORT');
  });

  test('every problem is listed in one message', () => {
    const message = problemsOf({ PORT: 'x', SEED_LOADS: '-5', LOG_LEVEL: 'loud', SMTP_URL: 'http://mail', REDIS_URL: 'localhost:6379' });
    expect(message).toMatch(/^Haulboard cannot start because of its configuration:/);
    for (const name of ['PORT', 'SEED_LOADS', 'LOG_LEVEL', 'SMTP_URL', 'REDIS_URL']) expect(message).toContain(`- ${name} `);
  });

  test('a ConfigError carries no stack-trace noise in its message', () => {
    expect(problemsOf({ PORT: 'x' })).not.toMatch(/\bat .*\.ts:\d+/);
  });

  test('DATABASE_URL with postgres:// selects PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/haulboard' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://app@db:5432/haulboard',
    });
  });

  test('DATABASE_URL with another scheme is refused', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://db/haulboard' })).toContain('DATABASE_URL must be a file path');
  });

  test('SMTP_URL must be smtp:// or smtps:// and REDIS_URL redis:// or rediss://', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://mailer:secret@mail.example.com:465' }).smtpUrl).toBe('smtps://mailer:secret@mail.example.com:465');
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380' }).redisUrl).toBe('rediss://cache:6380');
    expect(problemsOf({ SMTP_URL: 'mail.example.com' })).toContain('SMTP_URL must be a smtp:// or smtps:// URL');
    expect(problemsOf({ REDIS_URL: 'http://cache' })).toContain('REDIS_URL must be a redis:// or rediss:// URL');
  });

  test('SMS_URL names the Messages API server with the account SID, auth token and sending number; its token is not printed', () => {
    const smsUrl = 'https://AC123:authtoken@api.twilio.com?from=%2B15555550100';
    expect(loadConfig({ SMS_URL: smsUrl }).smsUrl).toBe(smsUrl);
    expect(loadConfig({}).smsUrl).toBeNull();
    expect(problemsOf({ SMS_URL: 'api.twilio.com' })).toContain('SMS_URL must be a https:// or http:// URL');
    expect(problemsOf({ SMS_URL: 'https://api.twilio.com?from=%2B15555550100' })).toContain('SMS_URL must carry the account SID and auth token');
    const noFrom = problemsOf({ SMS_URL: 'https://AC123:authtoken@api.twilio.com' });
    expect(noFrom).toContain('SMS_URL must name the sending number');
    expect(noFrom).not.toContain('authtoken');
  });

  test('passwords inside connection URLs are not printed', () => {
    const message = problemsOf({ SMTP_URL: 'ftp://mailer:hunter2@mail.example.com' });
    expect(message).not.toContain('hunter2');
    expect(message).toContain('mailer:***@');
  });

  test('SEED_LOADS must be a whole number, 0 or more', () => {
    expect(loadConfig({ SEED_LOADS: '0' }).seedLoads).toBe(0);
    expect(problemsOf({ SEED_LOADS: 'lots' })).toContain('SEED_LOADS must be a whole number, 0 or more');
  });

  test('LOG_LEVEL must be a pino level', () => {
    expect(loadConfig({ LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(problemsOf({ LOG_LEVEL: 'verbose' })).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent');
  });

  test('a Google Maps key with spaces is refused and not echoed', () => {
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: 'AIzaSy-abc_123' }).googleMapsApiKey).toBe('AIzaSy-abc_123');
    expect(problemsOf({ GOOGLE_MAPS_API_KEY: 'AIza secret' })).not.toContain('secret');
  });

  test('empty values count as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: ' ', HOST: '' })).toMatchObject({ port: 3000, smtpUrl: null, host: '127.0.0.1' });
  });

  test('npm start listens on 127.0.0.1 only, unless HOST says otherwise', () => {
    const published = { PUBLIC_URL: 'https://haulboard.example.com' };
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0', ...published }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::', ...published }).host).toBe('::');
    expect(problemsOf({ HOST: 'my host' })).toContain('HOST must not contain spaces');
  });

  test('a HOST that serves other machines without PUBLIC_URL stops start-up with a clear message', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'haulboard.internal']) {
      expect(problemsOf({ HOST: host })).toContain(`HOST ${host} serves other machines, so PUBLIC_URL must say where people reach Haulboard`);
    }
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1']) expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  test('logs are silent under jest unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
  });

  test('HTTP_THREADS defaults to one thread per further core, at most 7, with or without Redis', () => {
    const cores = jest.spyOn(os, 'availableParallelism');
    try {
      cores.mockReturnValue(4);
      expect(loadConfig({}).httpThreads).toBe(3);
      expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).httpThreads).toBe(3);
      cores.mockReturnValue(32);
      expect(loadConfig({}).httpThreads).toBe(7);
      cores.mockReturnValue(1);
      expect(loadConfig({}).httpThreads).toBe(0);
      expect(loadConfig({ HTTP_THREADS: '2' }).httpThreads).toBe(2);
      expect(problemsOf({ HTTP_THREADS: 'many' })).toContain('HTTP_THREADS must be a whole number from 0 to 64');
    } finally {
      cores.mockRestore();
    }
  });
});
