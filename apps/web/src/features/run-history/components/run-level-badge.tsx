import type { RunDetailResult } from '@utmost/ads-sdk/query';
import { Badge } from '@utmost/ui/components/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@utmost/ui/components/tooltip';
import type { TFunction } from 'i18next';

const TAGGED_STATUSES: ReadonlySet<RunDetailResult['status']> = new Set([
  'updated',
  'partially_updated',
  'skipped',
]);

/**
 * Where a result's parameters are, when that is not the ad itself: LinkedIn ads are tagged
 * through their campaign's tracking parameters. Not-supported and error results carry the
 * campaign level too (decided per campaign) but hold no parameters, so they get no badge.
 */
function isCampaignLevelResult(result: RunDetailResult): boolean {
  return result.level === 'campaign' && TAGGED_STATUSES.has(result.status);
}

export function RunLevelBadge({ result, t }: { result: RunDetailResult; t: TFunction }) {
  if (!isCampaignLevelResult(result)) return null;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge
          variant="outline"
          tabIndex={0}
          className="w-fit outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
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
