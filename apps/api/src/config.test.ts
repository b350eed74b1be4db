import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives a newcomer a working development setup with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      devMailbox: true,
      runJobs: true,
      seedDemoData: true,
      corsOrigins: [],
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('drains a stopping process for 5 seconds in production and not at all elsewhere, unless told otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://homebuyerwizard.com',
      TOKEN_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
      BOT_CHECK: 'off',
    };
    expect(loadConfig(production).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '2.5' }).shutdownDrainMs).toBe(2500);
    expect(loadConfig({}).workerPort).toBeUndefined();
    expect(loadConfig({ WORKER_PORT: '3001' }).workerPort).toBe(3001);
    expect(() => loadConfig({ WORKER_PORT: 'none', SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrowError(
      new ConfigError(
        'Invalid environment: WORKER_PORT must be a number; SHUTDOWN_DRAIN_SECONDS must be between 0 and 300.',
      ),
    );
  });

  it('lists every problem at once, on one line', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', RUN_JOBS: 'maybe' })).toThrowError(
      new ConfigError(
        'Invalid environment: PORT must be a number; DATABASE_URL must be a URL like postgres://user:password@host:5432/database; RUN_JOBS must be true or false.',
      ),
    );
  });

  it('requires a mail server and a public URL in production, where the development mailbox never runs', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(
      /SMTP_URL is required in production.*PUBLIC_URL is required in production/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://homebuyerwizard.com/',
      TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      BOT_CHECK: 'off',
    });
    expect(config.devMailbox).toBe(false);
    expect(config.seedDemoData).toBe(false);
    expect(config.publicUrl).toBe('https://homebuyerwizard.com');
  });

  it.each([
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535'],
    [{ CORS_ORIGINS: 'https://a.example, not a url' }, 'CORS_ORIGINS.1 must be a comma-separated list of origins'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
  ])('explains %j', (environment, message) => {
    expect(() => loadConfig(environment)).toThrowError(message);
  });

  it('requires the token key and a bot check decision in production, and both halves of a provider', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m.example.com', PUBLIC_URL: 'https://x.example' }),
    ).toThrowError(
      'Invalid environment: TOKEN_ENCRYPTION_KEY is required in production (calendar tokens are encrypted with it); BOT_CHECK is required in production: altcha (self-hosted, with ALTCHA_HMAC_KEY), recaptcha, or off.',
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id-only' })).toThrowError(
      'GOOGLE_CLIENT_SECRET and GOOGLE_CLIENT_ID go together (both, or neither to hide that sign-in button)',
    );
    expect(() => loadConfig({ BOT_CHECK: 'altcha' })).toThrowError('ALTCHA_HMAC_KEY is required with BOT_CHECK=altcha');
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).identityProviders.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ SMTP_URL: '', DATABASE_URL: '' })).toMatchObject({
      smtpUrl: undefined,
      databaseUrl: undefined,
    });
  });
});
