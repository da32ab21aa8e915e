import type { RunDetailResult } from '@utmost/ads-sdk/query';
import { Badge } from '@utmost/ui/components/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@utmost/ui/components/tooltip';
import type { TFunction } from 'i18next';

/**
 * Where a result's parameters were written, when that is not the ad itself: LinkedIn ads are
 * tagged through their campaign's tracking parameters. Not-supported results carry the campaign
 * level too (their format is decided per campaign) but nothing was written, so they get no badge.
 */
export function isCampaignLevelResult(result: RunDetailResult): boolean {
  return result.level === 'campaign' && result.status !== 'not_supported';
}

export function RunLevelBadge({ result, t }: { result: RunDetailResult; t: TFunction }) {
  if (!isCampaignLevelResult(result)) return null;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge
          variant="outline"
          tabIndex={0}
          className="w-fit outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t('runHistory.details.levels.campaign')}
        </Badge>
      </TooltipTrigger>
      <TooltipContent className="max-w-72">
        {t('runHistory.details.levels.campaignDescription')}
      </TooltipContent>
    </Tooltip>
  );
}
