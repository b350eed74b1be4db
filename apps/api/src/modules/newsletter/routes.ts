/**
 * The footer's newsletter: the address is kept and welcomed by email. Subscribing twice changes
 * nothing and answers the same, so the form never tells who is already on the list.
 */
import {
  dataEnvelope,
  newsletterSubscribeBody,
  newsletterSubscription,
  newsletterUnsubscribeBody,
  newsletterUnsubscription,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterRepository } from './repository.ts';

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscribers = newsletterRepository(app.db);
  const strictLimit = { rateLimit: { max: app.config.rateLimit.strictPerMinute, timeWindow: 60_000 } };

  app.post(
    '/newsletter',
    {
      config: strictLimit,
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter',
        body: newsletterSubscribeBody,
        response: { 200: dataEnvelope(newsletterSubscription) },
      },
    },
    async (request) => {
      const { email } = request.body;
      const subscribed = await subscribers.subscribe(email);
      if (subscribed) {
        const unsubscribeUrl = `${app.config.publicUrl}/unsubscribe?token=${subscribed.unsubscribeToken}`;
        await app.mail.send({
          to: email,
          subject: "You're subscribed to Homebuyer Wizard news",
          text: [
            'Thanks for subscribing!',
            '',
            "Once a month we'll send you what changed in homebuyer assistance: new programs, funding that opens or runs out, and tips for first-time buyers.",
            '',
            `Changed your mind? Unsubscribe here: ${unsubscribeUrl}`,
            '',
            'Homebuyer Wizard',
          ].join('\n'),
        });
      }
      return { data: { email } };
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: strictLimit,
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token from a newsletter email',
        body: newsletterUnsubscribeBody,
        response: { 200: dataEnvelope(newsletterUnsubscription) },
      },
    },
    async (request) => {
      // The same answer whether or not the token was known: a token is not a way to probe the list.
      await subscribers.unsubscribe(request.body.token);
      return { data: { unsubscribed: true as const } };
    },
  );
};

export default newsletterRoutes;
