/**
 * Mail, always sent by a background job so that a slow or failing mail server never fails a request
 * and a message is retried until it goes out. With `SMTP_URL` it goes through that server; without
 * it (never in production) it is kept in the development mailbox at /dev/mailbox.
 */
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { devMailbox } from '../../db/schema/index.ts';
import type { JobOptions } from './jobs.ts';

export type MailMessage = {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** Answers go here instead of to MAIL_FROM (a message from one side of a call to the other). */
  replyTo?: string;
  /** A calendar invitation, shown by mail clients as an event to accept. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
};

export type Mail = {
  send(message: MailMessage, options?: Pick<JobOptions, 'singletonKey' | 'transaction' | 'startAfter'>): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

export const SEND_MAIL = 'mail.send';
/** Mails one process sends at once, each on a connection of the pool. */
const MAILS_AT_ONCE = 5;

export default fp(
  async (app) => {
    const { config } = app;
    // Connections to the mail server are kept and reused, one for each mail sent at once: a
    // connection of its own per mail cost its TCP and SMTP handshakes (connect, greeting, EHLO, QUIT)
    // on both sides, more CPU than the mail (issue 40).
    const transport = config.smtpUrl
      ? nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: MAILS_AT_ONCE })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

    app.jobs.define<MailMessage>(
      SEND_MAIL,
      async (message) => {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        if (!config.devMailbox) return;
        const recipients = Array.isArray(message.to) ? message.to : [message.to];
        await app.db.insert(devMailbox).values({
          from: config.mailFrom,
          to: recipients,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          raw: Buffer.from(info.message as Buffer).toString('utf8'),
        });
      },
      { concurrency: MAILS_AT_ONCE },
    );

    app.decorate('mail', {
      async send(message, options) {
        await app.jobs.send(SEND_MAIL, message, options);
      },
    } satisfies Mail);

    app.addHook('onClose', () => transport.close());
  },
  { name: 'mail', dependencies: ['config', 'jobs', 'database'] },
);
