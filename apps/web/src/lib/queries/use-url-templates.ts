import { useQueries } from '@tanstack/react-query';
import { PLATFORMS, type UrlTemplate } from '@utmost/ads-sdk';
import { urlTemplatesQueryOptions } from '@utmost/ads-sdk/query';
import { useCallback } from 'react';
import { useAppContext } from '../app-context';
import { useSessionScope } from '../session/use-session-scope';

interface UrlTemplatesResult {
  /** Both platforms' templates, most recently updated first. */
  templates: UrlTemplate[];
  isPending: boolean;
  /** Some platform's list failed and none is shown for it. */
  isError: boolean;
  refetch: () => void;
}

const NO_TEMPLATES: UrlTemplate[] = [];

function byUpdatedAtDesc(left: UrlTemplate, right: UrlTemplate): number {
  return right.updatedAt.localeCompare(left.updatedAt);
}

/** The organization's tracking templates on every connectable platform, in one list. */
export function useUrlTemplates(): UrlTemplatesResult {
  const { sdk } = useAppContext();
  const { organizationId } = useSessionScope();
  const combine = useCallback(
    (
      results: Array<{
        data?: UrlTemplate[];
        isPending: boolean;
        isError: boolean;
        refetch: () => unknown;
      }>,
    ) => {
      const lists = results.map((result) => result.data ?? NO_TEMPLATES);
      return {
        templates: lists.every((list) => list === NO_TEMPLATES)
          ? NO_TEMPLATES
          : lists.flat().sort(byUpdatedAtDesc),
        isPending: results.some((result) => result.isPending && !result.isError),
        isError: results.some((result) => result.isError),
        refetch: () => {
          for (const result of results) void result.refetch();
        },
      };
    },
    [],
  );
  return useQueries({
    queries: PLATFORMS.map((platform) => ({
      ...urlTemplatesQueryOptions(sdk, { platform, organizationId: organizationId ?? '' }),
      enabled: organizationId !== null,
    })),
    combine,
  });
}
