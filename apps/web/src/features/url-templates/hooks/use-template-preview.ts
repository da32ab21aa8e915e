import { useQuery } from '@tanstack/react-query';
import type { Platform, UrlTemplateMap } from '@utmost/ads-sdk';
import { urlTemplatePreviewQueryOptions } from '@utmost/ads-sdk/query';
import { useMemo } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useDebouncedValue } from './use-debounced-value';

/** How long the template must stay unchanged before the preview asks the API again. */
const PREVIEW_DEBOUNCE_MS = 300;

/**
 * The live preview of the template being typed: asked for once the template has been still for
 * 300 ms, the last answer kept on screen meanwhile. Its failures show in the panel, not as toasts.
 */
export function useTemplatePreview({
  platform,
  urlTemplate,
  resourceName,
}: {
  platform: Platform;
  urlTemplate: UrlTemplateMap;
  resourceName: string | null;
}) {
  const { sdk } = useAppContext();
  const { organizationId } = useSessionScope();
  // Compared as text: the editor builds a new map on every render.
  const settledText = useDebouncedValue(JSON.stringify(urlTemplate), PREVIEW_DEBOUNCE_MS);
  const settled = useMemo(() => JSON.parse(settledText) as UrlTemplateMap, [settledText]);
  return useQuery({
    ...urlTemplatePreviewQueryOptions(sdk, {
      platform,
      organizationId: organizationId ?? '',
      urlTemplate: settled,
      resourceName,
    }),
    enabled: organizationId !== null,
    // The last answer stays while the next loads (what `keepPreviousData` does; written out, as
    // importing that helper moves TanStack Query's core into a chunk of its own, on the login page).
    placeholderData: (previous) => previous,
    meta: { isSilent: true },
  });
}
