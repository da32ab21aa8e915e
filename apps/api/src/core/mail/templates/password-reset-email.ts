import type { MailMessage } from '../mailer.js';
import { renderMailHtml } from './escape-html.js';

export function createPasswordResetEmail(input: {
  to: string;
  link: string;
  validMinutes: number;
}): MailMessage {
  const intro = 'Someone asked to reset the password of your Utmost account.';
  const outro =
    `The link works once and expires in ${String(input.validMinutes)} minutes. ` +
    'If you did not ask for it, ignore this e-mail: your password stays as it is.';
  return {
    to: input.to,
    subject: 'Reset your Utmost password',
    text: `${intro}\n\nSet a new password: ${input.link}\n\n${outro}\n`,
    html: renderMailHtml({ intro, linkLabel: 'Set a new password', link: input.link, outro }),
  };
}
