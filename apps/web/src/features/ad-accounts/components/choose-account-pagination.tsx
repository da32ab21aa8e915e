import { checkJumpPage, findJumpPage } from '@utmost/ads-sdk';
import { Pagination } from '@utmost/ui/components/pagination';
import { useTranslation } from 'react-i18next';

/** The pages of a long choose-account list (an agency's hundreds of accounts). */
export function ChooseAccountPagination({
  page,
  pageCount,
  isHidden,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  isHidden: boolean;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      isHidden={isHidden}
      onPageChange={onPageChange}
      resolveJump={findJumpPage}
      checkJump={checkJumpPage}
      formatLabel={(current, count) =>
        t('adAccounts.choose.pagination.pageOf', { page: current, pageCount: count })
      }
      labels={{
        navigation: t('adAccounts.choose.pagination.label'),
        first: t('adAccounts.choose.pagination.first'),
        previous: t('adAccounts.choose.pagination.previous'),
        next: t('adAccounts.choose.pagination.next'),
        last: t('adAccounts.choose.pagination.last'),
        pageInput: t('adAccounts.choose.pagination.pageInput'),
      }}
    />
  );
}
