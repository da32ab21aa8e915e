import { Link } from '@tanstack/react-router';
import { Button } from '@utmost/ui/components/button';
import {
  Empty,
  EmptyContent,
  EmptyDescription,
  EmptyHeader,
  EmptyMedia,
  EmptyTitle,
} from '@utmost/ui/components/empty';
import { ScanSearchIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * No account can be analysed until it has an AI brief: where one is chosen (Ad accounts, its AI
 * rules column) and where one is written (AI briefs).
 */
export function SelectAccountEmptyState() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Empty aria-labelledby={titleId}>
      <EmptyHeader>
        <EmptyMedia>
          <ScanSearchIcon />
        </EmptyMedia>
        <EmptyTitle id={titleId}>{t('searchTerms.selectAccount.empty.title')}</EmptyTitle>
        <EmptyDescription>{t('searchTerms.selectAccount.empty.description')}</EmptyDescription>
      </EmptyHeader>
      <EmptyContent>
        <Button asChild>
          <Link to="/ad-accounts">{t('searchTerms.selectAccount.empty.adAccounts')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/ai-briefs">{t('searchTerms.selectAccount.empty.aiBriefs')}</Link>
        </Button>
      </EmptyContent>
    </Empty>
  );
}
