import type { MailMessage } from '../mailer.js';
import { renderMailHtml } from './escape-html.js';

/**
 * Tells the owner of an address, once they proved it, what the account made before that proof had
 * left for others and what was done about it (issue 26: what a squatter leaves behind).
 */
export function createUnprovenAccountCleanupEmail(input: {
  to: string;
  removedMembers: { email: string; organizationName: string; role: string }[];
  revokedKeyCount: number;
  link: string;
}): MailMessage {
  const removed = input.removedMembers.map(
    (member) => `${member.email} (${member.role} in ${member.organizationName})`,
  );
  const findings: string[] = [];
  if (removed.length > 0) {
    findings.push(`We removed the people its invitations brought in: ${removed.join(', ')}.`);
  }
  if (input.revokedKeyCount > 0) {
    const keys = `${String(input.revokedKeyCount)} API key${input.revokedKeyCount === 1 ? '' : 's'}`;
    findings.push(`We revoked ${keys} made by it or by them.`);
  }
  const intro =
    `You proved that ${input.to} is yours. Before that, the Utmost account of this address was ` +
    'not confirmed, so anyone could have made it, and we ended what it had given others. ' +
    findings.join(' ');
  const outro =
    'If you made these invitations yourself, invite those people again from the Users tab. ' +
    'If you did not, check the members and the details of your organizations.';
  return {
    to: input.to,
    subject: 'What we found when you confirmed your Utmost address',
    text: `${intro}\n\nReview your organization's members: ${input.link}\n\n${outro}\n`,
    html: renderMailHtml({
      intro,
      linkLabel: "Review your organization's members",
      link: input.link,
      outro,
    }),
  };
}
