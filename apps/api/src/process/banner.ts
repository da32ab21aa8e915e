import type { AppConfig } from '../core/config/load-config.js';
import { StartupRefusedError } from '../core/errors/startup-refused-error.js';

export type Role = 'all' | 'api' | 'worker';

export const ROLES: readonly Role[] = ['all', 'api', 'worker'];

const ROLE_DESCRIPTIONS: Record<Role, string> = {
  all: 'API and job worker in one process',
  api: 'API only',
  worker: 'job worker only',
};

/** What start-up found for the person who runs it; both only in embedded mode. */
export interface BannerExtras {
  demoLogin?: { email: string; password: string };
  /** The local mailbox with the install key; only where the mailbox is on. */
  mailboxLink?: string;
}

/**
 * The plain start-up message a person reads (the JSON log lines are for machines). It goes to
 * the terminal of whoever started the server, never to the log: it may carry the install key.
 */
export function formatBanner(
  role: Role,
  config: AppConfig,
  startupMs: number,
  { demoLogin, mailboxLink }: BannerExtras = {},
): string {
  const mode =
    config.database.kind === 'pglite'
      ? `embedded PGlite at ${config.database.dataDir}`
      : 'PostgreSQL (DATABASE_URL)';
  const lines =
    role === 'worker'
      ? ['', 'Utmost worker is ready']
      : ['', `Utmost is ready on ${config.publicUrl}`, `  docs:     ${config.publicUrl}/api/docs`];
  lines.push(`  database: ${mode}`, `  role:     ${role} (${ROLE_DESCRIPTIONS[role]})`);
  if (role === 'api' && config.database.kind === 'pglite') {
    lines.push('  note:     no worker runs in this process, so scheduled jobs wait (use "all")');
  }
  if (demoLogin) lines.push(`  Demo login: ${demoLogin.email} / ${demoLogin.password}`);
  if (mailboxLink) lines.push(`  Mailbox:    ${mailboxLink}`);
  lines.push(`  ready in ${Math.round(startupMs)} ms`, '');
  return lines.join('\n');
}

export function parseRole(argument: string | undefined): Role {
  const role = argument ?? 'all';
  if ((ROLES as readonly string[]).includes(role)) return role as Role;
  throw new StartupRefusedError(`Unknown role "${role}": use one of ${ROLES.join(', ')}`);
}
