import { useNavigate } from '@tanstack/react-router';
import { DEFAULT_TEMPLATE_ID, PLATFORMS } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@utmost/ui/components/dropdown-menu';
import { ChevronDownIcon, PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/platform-logo';

/**
 * "Create tracking template": a template belongs to one platform (its dynamic values differ), so
 * the menu asks which, then opens the editor's new draft for it.
 */
export function CreateTemplateButton({
  variant = 'default',
}: {
  variant?: 'default' | 'secondary';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={variant}>
          <PlusIcon aria-hidden="true" />
          {t('urlTemplates.create')}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuLabel className="text-xs text-muted-foreground">
          {t('urlTemplates.createFor')}
        </DropdownMenuLabel>
        {PLATFORMS.map((platform) => (
          <DropdownMenuItem
            key={platform}
            onSelect={() =>
              void navigate({
                to: '/url-templates/edit-template/$platform/$id',
                params: { platform, id: DEFAULT_TEMPLATE_ID },
              })
            }
          >
            <PlatformLogo platform={platform} />
            {t(`platforms.${platform}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
