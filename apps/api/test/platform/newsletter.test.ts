import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../../test/support/smtp-sink.ts';
import { devMailbox, newsletterSubscribers } from '../../src/db/schema/index.ts';
import { createTestApp, eventually, type TestApp } from '../support/test-app.ts';

describe('newsletter', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });

  const subscribe = (email: unknown) => app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });

  it('keeps the address in lower case and welcomes it by email', async () => {
    const response = await subscribe('  New.Reader@Example.com ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { email: 'new.reader@example.com' } });

    const [subscriber] = await app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'new.reader@example.com'));
    expect(subscriber?.unsubscribedAt).toBeNull();

    const mail = await eventually(async () => {
      const [row] = await app.db.select().from(devMailbox);
      if (!row) throw new Error('no mail yet');
      return row;
    });
    expect(mail.to).toEqual(['new.reader@example.com']);
    expect(mail.subject).toBe("You're subscribed to Homebuyer Wizard news");
    expect(mail.text).toContain(`http://homebuyer.test/unsubscribe?token=${subscriber?.unsubscribeToken}`);
  });

  it('treats a repeat subscription as harmless: same answer, no second email', async () => {
    await subscribe('twice@example.com');
    await eventually(async () => {
      const rows = await app.db
        .select()
        .from(devMailbox)
        .where(eq(devMailbox.subject, "You're subscribed to Homebuyer Wizard news"));
      if (!rows.some((row) => row.to.includes('twice@example.com'))) throw new Error('no welcome yet');
    });
    const again = await subscribe('TWICE@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { email: 'twice@example.com' } });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const welcomes = (await app.db.select().from(devMailbox)).filter((row) => row.to.includes('twice@example.com'));
    expect(welcomes).toHaveLength(1);
    const subscribers = await app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'twice@example.com'));
    expect(subscribers).toHaveLength(1);
  });

  it.each([
    ['', 'Enter your email address.'],
    ['nobody', 'Enter a valid email address, like name@example.com.'],
    [42, 'This field must be text.'],
  ])('refuses %j with a message on the email field and stores nothing', async (email, message) => {
    const before = await app.db.select().from(newsletterSubscribers);
    const response = await subscribe(email);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [message] });
    expect(await app.db.select().from(newsletterSubscribers)).toHaveLength(before.length);
  });

  it('unsubscribes with the token from the email, and answers the same for an unknown token', async () => {
    await subscribe('leaving@example.com');
    const [subscriber] = await app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaving@example.com'));
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: subscriber?.unsubscribeToken },
    });
    expect(response.json()).toEqual({ data: { unsubscribed: true } });
    const [after] = await app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaving@example.com'));
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);

    const unknown = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: 'nope' },
    });
    expect(unknown.json()).toEqual({ data: { unsubscribed: true } });
  });
});

describe('mail through SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('sends through the SMTP server of SMTP_URL and keeps nothing in the development mailbox', async () => {
    const app = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Homebuyer Wizard <hello@homebuyer.test>' });
    await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'reader@example.com' } });
    const mail = await sink.waitFor((message) => message.envelopeTo.includes('reader@example.com'));
    expect(mail.from?.address).toBe('hello@homebuyer.test');
    expect(mail.subject).toBe("You're subscribed to Homebuyer Wizard news");
    expect(await app.db.select().from(devMailbox)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});

describe('development mailbox', () => {
  it('lists the mail it kept and shows each message with its links', async () => {
    const app = await createTestApp();
    await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'dev@example.com' } });
    const [mail] = await eventually(async () => {
      const rows = await app.db.select().from(devMailbox);
      if (rows.length === 0) throw new Error('no mail yet');
      return rows;
    });
    const inbox = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(inbox.body).toContain('dev@example.com');
    expect(inbox.body).toContain(`/dev/mailbox/${mail?.id}`);
    const message = await app.inject({ method: 'GET', url: `/dev/mailbox/${mail?.id}` });
    expect(message.body).toMatch(/<a href="http:\/\/homebuyer\.test\/unsubscribe\?token=[\w-]+">/);
  });
});
