import { Link } from '@tanstack/react-router';
import { Button } from '@utmost/ui/components/button';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Opens the editor on a new brief; its back link returns to the briefs list. */
export function CreateBriefButton() {
  const { t } = useTranslation();
  return (
    <Button asChild>
      <Link
        to="/ai-briefs/edit-brief/$id"
        params={{ id: 'new-brief' }}
        search={{ from: '/ai-briefs' }}
      >
        <PlusIcon aria-hidden="true" />
        {t('briefs.create')}
      </Link>
    </Button>
  );
}
