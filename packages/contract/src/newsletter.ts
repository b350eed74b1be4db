import { z } from 'zod';
import { emailField } from './fields.ts';

export const newsletterSubscribeBody = z.object({ email: emailField });
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBody>;

export const newsletterUnsubscribeBody = z.object({
  token: z.string().min(1).max(200),
});

export const newsletterSubscription = z.object({ email: z.string() });

export const newsletterUnsubscription = z.object({ unsubscribed: z.literal(true) });
