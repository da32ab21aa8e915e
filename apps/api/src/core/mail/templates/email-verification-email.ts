import type { MailMessage } from '../mailer.js';
import { renderMailHtml } from './escape-html.js';

export function createEmailVerificationEmail(input: {
  to: string;
  link: string;
  validHours: number;
}): MailMessage {
  const intro = 'Please confirm that this is the e-mail address of your new Utmost account.';
  const outro =
    `The link works once and expires in ${String(input.validHours)} hours. ` +
    'If you did not sign up for Utmost, ignore this e-mail.';
  return {
    to: input.to,
    subject: 'Confirm your e-mail address for Utmost',
    text: `${intro}\n\nConfirm your e-mail address: ${input.link}\n\n${outro}\n`,
    html: renderMailHtml({
      intro,
      linkLabel: 'Confirm your e-mail address',
      link: input.link,
      outro,
    }),
  };
}
