import { useSuspenseQuery } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { KeyRoundIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { formatDateTime } from '../../../lib/dates';
import { mailboxQueryOptions, type MailboxMessage } from '@utmost/ads-sdk/query';
import { readInstallKey } from '../../../lib/install-key';
import { splitLinks, toSameOriginHref } from '../lib/split-links';

/**
 * Embedded mode's outbox, newest first: what Utmost would have e-mailed (password resets,
 * invitations), with the links clickable so a newcomer can follow them without an SMTP server.
 */
export function MailboxPage() {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const {
    data: mailbox,
    refetch,
    isFetching,
  } = useSuspenseQuery(mailboxQueryOptions(sdk, readInstallKey));
  if (mailbox?.isLocked) return <MailboxLocked />;
  const messages = mailbox?.messages ?? null;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-start justify-between gap-4">
        <p className="text-sm text-muted-foreground">{t('mailbox.intro')}</p>
        <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          <RefreshCwIcon aria-hidden="true" />
          {t('mailbox.refresh')}
        </Button>
      </div>
      {messages === null || messages.length === 0 ? (
        <p className="text-muted-foreground">{t('mailbox.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label={t('mailbox.listLabel')}>
          {messages.map((message) => (
            <MailboxEntry key={message.id} message={message} />
          ))}
        </ol>
      )}
    </div>
  );
}

function MailboxEntry({ message }: { message: MailboxMessage }) {
  const { t } = useTranslation();
  return (
    <li>
      <article
        aria-label={message.subject}
        className="flex flex-col gap-3 rounded-lg border border-border bg-background/40 p-4"
      >
        <header className="flex flex-col gap-1">
          <h2 className="font-semibold">{message.subject}</h2>
          <p className="text-xs text-muted-foreground">
            {t('mailbox.meta', { to: message.to, date: formatDateTime(message.createdAt) })}
          </p>
        </header>
        <p className="text-sm break-words whitespace-pre-wrap">
          {splitLinks(message.text).map((part, index) =>
            part.kind === 'text' ? (
              part.text
            ) : (
              <a
                key={index}
                href={toSameOriginHref(part.href, window.location.origin)}
                className="text-link underline underline-offset-4"
              >
                {part.href}
              </a>
            ),
          )}
        </p>
      </article>
    </li>
  );
}

/** The mailbox exists but this tab has no (right) install key: say where its link is. */
function MailboxLocked() {
  const { t } = useTranslation();
  return (
    <Alert variant="info" role="status">
      <KeyRoundIcon aria-hidden="true" />
      <AlertTitle>{t('mailbox.lockedTitle')}</AlertTitle>
      <AlertDescription>
        <p>{t('mailbox.locked')}</p>
        <p>{t('mailbox.lockedWhere')}</p>
      </AlertDescription>
    </Alert>
  );
}
