/**
 * The environment, read and checked once at start. Every variable is documented in `.env.example`
 * and `docs/operations.md`; a bad value stops the start with one line that names every problem.
 */
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = (protocols: RegExp, example: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: protocols, error: `must be a URL like ${example}` }).optional());

const environmentSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        error: 'must be development, production or test',
      })
      .default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    WORKER_PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .optional(),
    SHUTDOWN_DRAIN_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .min(0, 'must be between 0 and 300')
      .max(300, 'must be between 0 and 300')
      .optional(),
    PUBLIC_URL: optionalUrl(/^https?$/, 'https://homebuyerwizard.com'),
    DATA_DIR: z.string().min(1).default('./data'),
    CONTENT_DIR: z.string().min(1).optional(),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'postgres://user:password@host:5432/database'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    SMTP_URL: optionalUrl(/^smtps?$/, 'smtp://user:password@mail.example.com:587'),
    MAIL_FROM: z.string().min(3).default('Homebuyer Wizard <no-reply@homebuyerwizard.test>'),
    RUN_JOBS: flag.default(true),
    TRUST_PROXY: flag.default(false),
    RATE_LIMIT_MAX: z.coerce.number({ error: 'must be a number' }).int().positive('must be above 0').default(600),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .positive('must be above 0')
      .default(60),
    STRICT_RATE_LIMIT_MAX: z.coerce.number({ error: 'must be a number' }).int().positive('must be above 0').default(20),
    API_KEY_RATE_LIMIT_MAX: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .positive('must be above 0')
      .default(120),
    BODY_LIMIT_BYTES: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(1024, 'must be at least 1024')
      .default(1_048_576),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter((origin) => origin !== ''),
      )
      .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins' }))),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    SEED_DEMO_DATA: flag.optional(),
    SUPPORT_EMAIL: z.email('must be an email address').default('support@homebuyerwizard.com'),
    MEETING_URL_TEMPLATE: z
      .string()
      .default('https://meet.jit.si/HomebuyerWizard-{uid}')
      .refine((value) => value.includes('{uid}') && /^https:\/\//.test(value), 'must be an https URL containing {uid}'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url({ error: 'must be a URL' }).default('https://accounts.google.com'),
    GOOGLE_CALENDAR_API_URL: z.url({ error: 'must be a URL' }).default('https://www.googleapis.com/calendar/v3'),
    MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
    MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
    MICROSOFT_ISSUER: z.url({ error: 'must be a URL' }).default('https://login.microsoftonline.com/common/v2.0'),
    MICROSOFT_GRAPH_API_URL: z.url({ error: 'must be a URL' }).default('https://graph.microsoft.com/v1.0'),
    TOKEN_ENCRYPTION_KEY: z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
    BOT_CHECK: z.enum(['off', 'recaptcha', 'altcha'], { error: 'must be off, recaptcha or altcha' }).optional(),
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_SECRET: z.string().min(1).optional(),
    RECAPTCHA_MIN_SCORE: z.coerce.number({ error: 'must be a number' }).min(0).max(1).default(0.5),
    RECAPTCHA_VERIFY_URL: z.url({ error: 'must be a URL' }).default('https://www.google.com/recaptcha/api/siteverify'),
    ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    LEAD_WEBHOOK_URL: optionalUrl(/^https?$/, 'https://hooks.example.com/leads'),
    LEAD_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    CONTENT_PREVIEW_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .superRefine((environment, context) => {
    for (const provider of ['GOOGLE', 'MICROSOFT'] as const) {
      if (Boolean(environment[`${provider}_CLIENT_ID`]) !== Boolean(environment[`${provider}_CLIENT_SECRET`])) {
        context.addIssue({
          code: 'custom',
          path: [`${provider}_CLIENT_SECRET`],
          message: `and ${provider}_CLIENT_ID go together (both, or neither to hide that sign-in button)`,
        });
      }
      const production = environment.NODE_ENV === 'production';
      if (production && !environment[`${provider}_ISSUER`].startsWith('https://')) {
        context.addIssue({ code: 'custom', path: [`${provider}_ISSUER`], message: 'must be https in production' });
      }
    }
    if (environment.NODE_ENV === 'production' && !environment.TOKEN_ENCRYPTION_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['TOKEN_ENCRYPTION_KEY'],
        message: 'is required in production (calendar tokens are encrypted with it)',
      });
    }
    if (environment.NODE_ENV === 'production' && !environment.BOT_CHECK) {
      context.addIssue({
        code: 'custom',
        path: ['BOT_CHECK'],
        message: 'is required in production: altcha (self-hosted, with ALTCHA_HMAC_KEY), recaptcha, or off',
      });
    }
    if (environment.BOT_CHECK === 'recaptcha' && !(environment.RECAPTCHA_SECRET && environment.RECAPTCHA_SITE_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['RECAPTCHA_SECRET'],
        message: 'and RECAPTCHA_SITE_KEY are required with BOT_CHECK=recaptcha',
      });
    }
    if (environment.BOT_CHECK === 'altcha' && !environment.ALTCHA_HMAC_KEY) {
      context.addIssue({ code: 'custom', path: ['ALTCHA_HMAC_KEY'], message: 'is required with BOT_CHECK=altcha' });
    }
    if (environment.LEAD_WEBHOOK_URL && !environment.LEAD_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['LEAD_WEBHOOK_SECRET'],
        message: 'is required with LEAD_WEBHOOK_URL (the webhook is signed with it)',
      });
    }
    if (environment.NODE_ENV === 'production' && !environment.SMTP_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production (the development mailbox is never enabled there)',
      });
    }
    if (environment.NODE_ENV === 'production' && !environment.PUBLIC_URL) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required in production (links in emails point there)',
      });
    }
  });

export type Config = ReturnType<typeof toConfig>;

/** Every variable the app reads: a deployment's files (compose.yaml, the Dockerfile) name no other. */
export const environmentVariables = Object.keys(environmentSchema.shape);

function toConfig(environment: z.infer<typeof environmentSchema>) {
  const production = environment.NODE_ENV === 'production';
  const publicUrl = new URL(environment.PUBLIC_URL ?? `http://localhost:${environment.PORT}`);
  return {
    env: environment.NODE_ENV,
    production,
    host: environment.HOST,
    port: environment.PORT,
    /** `npm run worker` answers its probes and /metrics on this port when it is given. */
    workerPort: environment.WORKER_PORT,
    /**
     * How long a stopping process stays up, not ready, before it closes: time for a load balancer to
     * see the readiness probe fail and send no more requests. None outside production, so that tests
     * and Ctrl-C stop at once.
     */
    shutdownDrainMs: (environment.SHUTDOWN_DRAIN_SECONDS ?? (production ? 5 : 0)) * 1000,
    publicUrl: publicUrl.origin,
    dataDir: path.resolve(environment.DATA_DIR),
    /** The blog and docs (`blog/` and `docs/` of Markdown files); the repository's `content/` when not given. */
    contentDir: environment.CONTENT_DIR === undefined ? undefined : path.resolve(environment.CONTENT_DIR),
    databaseUrl: environment.DATABASE_URL,
    logLevel: environment.LOG_LEVEL,
    smtpUrl: environment.SMTP_URL,
    mailFrom: environment.MAIL_FROM,
    /** The development mailbox stores mail instead of sending it: never in production. */
    devMailbox: !environment.SMTP_URL && !production,
    runJobs: environment.RUN_JOBS,
    trustProxy: environment.TRUST_PROXY,
    rateLimit: {
      max: environment.RATE_LIMIT_MAX,
      windowMs: environment.RATE_LIMIT_WINDOW_SECONDS * 1000,
      /** Per minute and client address, on each call that signs in, registers or sends email. */
      strictPerMinute: environment.STRICT_RATE_LIMIT_MAX,
      /** Per minute and API key, whichever address it calls from (decision 059). */
      apiKeyPerMinute: environment.API_KEY_RATE_LIMIT_MAX,
    },
    bodyLimit: environment.BODY_LIMIT_BYTES,
    corsOrigins: environment.CORS_ORIGINS,
    metricsToken: environment.METRICS_TOKEN,
    seedDemoData: environment.SEED_DEMO_DATA ?? !production,
    supportEmail: environment.SUPPORT_EMAIL,
    meetingUrlTemplate: environment.MEETING_URL_TEMPLATE,
    identityProviders: {
      google:
        environment.GOOGLE_CLIENT_ID && environment.GOOGLE_CLIENT_SECRET
          ? {
              clientId: environment.GOOGLE_CLIENT_ID,
              clientSecret: environment.GOOGLE_CLIENT_SECRET,
              issuer: environment.GOOGLE_ISSUER,
            }
          : undefined,
      microsoft:
        environment.MICROSOFT_CLIENT_ID && environment.MICROSOFT_CLIENT_SECRET
          ? {
              clientId: environment.MICROSOFT_CLIENT_ID,
              clientSecret: environment.MICROSOFT_CLIENT_SECRET,
              issuer: environment.MICROSOFT_ISSUER,
            }
          : undefined,
    },
    calendarApis: { google: environment.GOOGLE_CALENDAR_API_URL, microsoft: environment.MICROSOFT_GRAPH_API_URL },
    /** Base64 of 32 bytes; in development generated once into DATA_DIR when not given. */
    tokenEncryptionKey: environment.TOKEN_ENCRYPTION_KEY,
    botCheck: {
      kind: environment.BOT_CHECK ?? 'off',
      recaptcha: {
        siteKey: environment.RECAPTCHA_SITE_KEY,
        secret: environment.RECAPTCHA_SECRET,
        minScore: environment.RECAPTCHA_MIN_SCORE,
        verifyUrl: environment.RECAPTCHA_VERIFY_URL,
      },
      altchaHmacKey: environment.ALTCHA_HMAC_KEY,
    },
    /** Shows draft blog posts and docs pages to whoever passes it as `preview`. */
    contentPreviewToken: environment.CONTENT_PREVIEW_TOKEN,
    leadWebhook:
      environment.LEAD_WEBHOOK_URL && environment.LEAD_WEBHOOK_SECRET
        ? { url: environment.LEAD_WEBHOOK_URL, secret: environment.LEAD_WEBHOOK_SECRET }
        : undefined,
  };
}

/** Thrown when the environment is invalid; its message lists every problem on one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const withoutBlanks = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = environmentSchema.safeParse(withoutBlanks);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}.`);
  }
  return toConfig(result.data);
}
