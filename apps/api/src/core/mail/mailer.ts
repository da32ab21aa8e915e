import nodemailer from 'nodemailer';
import type { DatabaseExecutor } from '../db/database-types.js';
import type { Logger } from '../logging/logger.js';
import { insertOutboxEmail } from './outbox-repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Where mail goes: an SMTP server, or the outbox table read by the local mailbox. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  db: DatabaseExecutor;
  logger: Logger;
}

const SMTP_TIMEOUT_MS = 10_000;

/** SMTP through nodemailer when SMTP_URL is set; otherwise every mail is kept in the outbox. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl === undefined) {
    return {
      kind: 'outbox',
      send: async (message) => {
        await insertOutboxEmail(options.db, {
          toAddress: message.to.toLowerCase(),
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
        });
        options.logger.info({ subject: message.subject }, 'Mail kept in the outbox');
      },
    };
  }
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from: options.mailFrom, ...message });
    },
  };
}
