import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_PLATFORM } from '@utmost/ads-sdk';

/** Spec §2: without a platform, connect the first enabled one. */
export const Route = createFileRoute('/_app/ad-accounts/connect/')({
  beforeLoad: () => {
    throw redirect({
      to: '/ad-accounts/connect/$platform',
      params: { platform: DEFAULT_PLATFORM },
    });
  },
});
