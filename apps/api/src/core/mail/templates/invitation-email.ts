import type { MailMessage } from '../mailer.js';
import { renderMailHtml } from './escape-html.js';

export function createInvitationEmail(input: {
  to: string;
  link: string;
  organizationName: string;
  inviterName: string | undefined;
  role: string;
  validDays: number;
}): MailMessage {
  const inviter = input.inviterName ?? 'Someone';
  const intro =
    `${inviter} invited you to join ${input.organizationName} on Utmost ` +
    `as ${input.role === 'member' ? 'a' : 'an'} ${input.role}.`;
  const outro =
    `Sign in or create an account with this e-mail address to accept. ` +
    `The invitation expires in ${String(input.validDays)} days.`;
  return {
    to: input.to,
    subject: `You are invited to ${input.organizationName} on Utmost`,
    text: `${intro}\n\nAccept the invitation: ${input.link}\n\n${outro}\n`,
    html: renderMailHtml({ intro, linkLabel: 'Accept the invitation', link: input.link, outro }),
  };
}
