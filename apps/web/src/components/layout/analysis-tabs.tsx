import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_TABS, findSharedAnalysisSearch } from '../../lib/analysis-tabs';
import { TAB_LINK_CLASS } from './nav-item-styles';

/**
 * The views of an ad account's analysis as route links (each tab is an address). A tab keeps the
 * account and the run the user opened; the tabs are the ones built, never a page to come.
 */
export function AnalysisTabs({ adAccountId, jobId }: { adAccountId: string; jobId?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('searchTerms.tabs.label')} className="flex gap-6 border-b border-border">
      {ANALYSIS_TABS.map((tab) => (
        <Link
          key={tab}
          to="/analysis/$tabName/$adAccountId"
          params={{ tabName: tab, adAccountId }}
          search={findSharedAnalysisSearch({ jobId })}
          // The current tab is current whatever its own view (sort, filters, page).
          activeOptions={{ includeSearch: false }}
          className={TAB_LINK_CLASS}
        >
          {t(`searchTerms.tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
