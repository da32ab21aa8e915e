import { deriveInstallKey } from '../security/install-key.js';
import type { AppConfig } from '../config/load-config.js';

/**
 * The local mailbox lists the mails kept in the outbox, every organization's reset and invitation
 * links among them. It exists only where it is the one way to read them: embedded mode (PGlite)
 * without SMTP, and never in production, whatever else is set.
 */
export function isLocalMailboxEnabled(
  config: Pick<AppConfig, 'database' | 'smtpUrl' | 'nodeEnv'>,
): boolean {
  return (
    config.database.kind === 'pglite' &&
    config.smtpUrl === undefined &&
    config.nodeEnv !== 'production'
  );
}

/** The web page of the mailbox, opened with the install key (the web app stores it, then drops it). */
export function buildMailboxLink(publicUrl: string, installKey: string): string {
  return `${publicUrl}/mailbox?key=${encodeURIComponent(installKey)}`;
}

/** The link the start-up banner prints: only where the mailbox is on, since it carries the key. */
export function findMailboxLink(
  config: Pick<AppConfig, 'database' | 'smtpUrl' | 'nodeEnv' | 'publicUrl'> & { appSecret: string },
): string | undefined {
  if (!isLocalMailboxEnabled(config)) return undefined;
  return buildMailboxLink(config.publicUrl, deriveInstallKey(config.appSecret));
}
