/**
 * The bot check on the calls that register, send codes and sign in: Google reCAPTCHA v3 (the
 * kind of docs/product.md section 14) when configured, or ALTCHA's self-hosted proof of work. The browser sends
 * its token in the `X-Bot-Check` header. A verification service that cannot be reached fails the
 * call closed with a 503 rather than letting everyone through. Off in development by default.
 */

import { createChallenge, verifySolution } from 'altcha-lib/v1';

type Challenge = Awaited<ReturnType<typeof createChallenge>>;

import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { botCheckRedemptions } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { describedHook } from '../../lib/route-description.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that lets a request through only when its bot check passes; `action` names the call. */
    botCheck(action: string): (request: FastifyRequest) => Promise<void>;
    /** A new ALTCHA challenge; a 404 when the bot check in use is not ALTCHA. */
    botChallenge(): Promise<Challenge>;
  }
}

const CHALLENGE_MINUTES = 10;
const NOT_A_ROBOT = 'We could not confirm that you are not a robot. Reload the page and try again.';
const UNREACHABLE = 'We cannot check for robots right now. Please try again in a minute.';

type RecaptchaAnswer = { success: boolean; score?: number; action?: string; hostname?: string };

export default fp(
  async (app) => {
    const { botCheck: settings, publicUrl } = app.config;
    const hostname = new URL(publicUrl).hostname;

    async function verifyRecaptcha(token: string, action: string, remoteIp: string): Promise<void> {
      const { secret, verifyUrl, minScore } = settings.recaptcha;
      let answer: RecaptchaAnswer;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: secret ?? '', response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5_000),
        });
        if (!response.ok) throw new Error(`reCAPTCHA answered ${response.status}`);
        answer = (await response.json()) as RecaptchaAnswer;
      } catch (error) {
        app.log.error({ err: error }, 'the bot check service could not be reached');
        throw new HttpError(503, UNREACHABLE);
      }
      const passes =
        answer.success && (answer.score ?? 0) >= minScore && answer.action === action && answer.hostname === hostname;
      if (!passes) throw new HttpError(403, NOT_A_ROBOT);
    }

    async function verifyAltcha(payload: string): Promise<void> {
      const hmacKey = settings.altchaHmacKey ?? '';
      const valid = await verifySolution(payload, hmacKey, true).catch(() => false);
      if (!valid) throw new HttpError(403, NOT_A_ROBOT);
      const { signature } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature: string };
      // A solved challenge counts once.
      await app.db.delete(botCheckRedemptions).where(sql`${botCheckRedemptions.expiresAt} < now()`);
      const redeemed = await app.db
        .insert(botCheckRedemptions)
        .values({ signature, expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000) })
        .onConflictDoNothing()
        .returning({ signature: botCheckRedemptions.signature });
      if (redeemed.length === 0) throw new HttpError(403, NOT_A_ROBOT);
    }

    app.decorate('botCheck', (action: string) =>
      describedHook(
        async (request: FastifyRequest) => {
          if (settings.kind === 'off') return;
          const token = request.headers['x-bot-check'];
          if (typeof token !== 'string' || token === '' || token.length > 4_000) throw new HttpError(403, NOT_A_ROBOT);
          if (settings.kind === 'recaptcha') await verifyRecaptcha(token, action, request.ip);
          else await verifyAltcha(token);
        },
        { refusals: [403, 503] },
      ),
    );

    // An ALTCHA challenge for the browser to solve; the route is the identity module's.
    app.decorate('botChallenge', async () => {
      if (settings.kind !== 'altcha' || !settings.altchaHmacKey)
        throw new HttpError(404, 'This installation uses no proof-of-work check.');
      return createChallenge({
        hmacKey: settings.altchaHmacKey,
        maxNumber: 100_000,
        expires: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
      });
    });
  },
  { name: 'bot-check', dependencies: ['config', 'database'] },
);
