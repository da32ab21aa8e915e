import { cn } from '@utmost/ui/lib/utils';
import type { PLATFORM_DISPLAY_NAMES } from '@utmost/ads-sdk';
import type { ReactNode } from 'react';

type LogoPlatform = keyof typeof PLATFORM_DISPLAY_NAMES;

// Simplified marks in each platform's brand colours: brand colours are the one place the app uses
// colours outside the theme, as logos must look like themselves.
const MARKS: Record<LogoPlatform, ReactNode> = {
  google: (
    <>
      <path
        fill="#fbbc04"
        d="M3.3 16.9 9.6 6a3.6 3.6 0 0 1 6.2 3.6L9.5 20.5a3.6 3.6 0 1 1-6.2-3.6Z"
      />
      <path
        fill="#4285f4"
        d="M20.7 16.9 14.4 6a3.6 3.6 0 0 0-6.2 3.6l6.3 10.9a3.6 3.6 0 1 0 6.2-3.6Z"
      />
      <circle cx="6.4" cy="18.7" r="3.6" fill="#34a853" />
    </>
  ),
  linkedin: (
    <>
      <rect width="20" height="20" x="2" y="2" fill="#0a66c2" rx="3" />
      <path
        fill="#fff"
        d="M6.3 9.6h2.4V18H6.3V9.6Zm1.2-3.9a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8ZM10.3 9.6h2.3v1.2c.3-.6 1.1-1.4 2.4-1.4 2.5 0 3 1.6 3 3.8V18h-2.4v-4.3c0-1 0-2.3-1.4-2.3s-1.6 1.1-1.6 2.2V18h-2.3V9.6Z"
      />
    </>
  ),
  meta: (
    <path
      fill="none"
      stroke="#0081fb"
      strokeWidth="2.4"
      strokeLinecap="round"
      d="M4 15.5c0-4 2-8 4.5-8 3.5 0 5.5 9 9 9 1.7 0 2.5-1.5 2.5-3.5 0-3.5-2-6.5-4-6.5-3 0-5 9-8.5 9C5.3 15.5 4 15.5 4 15.5Z"
    />
  ),
  tiktok: (
    <>
      <path
        fill="#25f4ee"
        d="M9.6 10.2v-1a6 6 0 0 0-.8 0 5.3 5.3 0 0 0-3 9.7 5.3 5.3 0 0 1 3.8-8.7Z"
      />
      <path
        fill="#fe2c55"
        d="M16.5 7.4A3.8 3.8 0 0 1 14.8 4H12.5v11.6a2.3 2.3 0 0 1-4.1 1.3 2.3 2.3 0 0 0 3.2 2.3 2.3 2.3 0 0 0 1.2-2V5h2.4a4 4 0 0 0 1.3 2.4Z"
      />
      <path
        fill="currentColor"
        d="M19.3 8.6V7.6a4 4 0 0 1-2.8-.2 3.8 3.8 0 0 0 2.8 1.2Zm-4.5-4.6V3h-3v12.6a2.3 2.3 0 0 1-2.3 2.2 2.3 2.3 0 0 1-1.1-.3 2.3 2.3 0 0 0 4.1-1.3V4.6h2.3Z"
      />
    </>
  ),
};

/** A platform's logo; decorative unless given a `label`. */
export function PlatformLogo({
  platform,
  label,
  className,
}: {
  platform: LogoPlatform;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={cn('size-5 shrink-0', className)}
      role={label === undefined ? undefined : 'img'}
      aria-label={label}
      aria-hidden={label === undefined ? true : undefined}
      data-platform={platform}
    >
      {MARKS[platform]}
    </svg>
  );
}
