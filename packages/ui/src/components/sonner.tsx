import type * as React from 'react';
import { Toaster as Sonner, toast, type ToasterProps as SonnerProps } from 'sonner';
import {
  CircleCheckIcon,
  InfoIcon,
  Loader2Icon,
  OctagonXIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { cn } from '../lib/utils';

/** Spec §9: at most five notifications at once. */
const TOAST_LIMIT = 5;
/** Spec §9: a notification hides itself after 7000 ms. */
const TOAST_DURATION_MS = 7000;
/** Spec §9: notifications stack at the bottom centre. */
const TOAST_POSITION = 'bottom-center' satisfies SonnerProps['position'];

/**
 * The spec fixes the limit, duration, position, theme and colours, so they are not props; the rest
 * of sonner's options (offset, close button, toastOptions, …) pass through.
 */
type ToasterProps = Omit<
  SonnerProps,
  'theme' | 'position' | 'visibleToasts' | 'duration' | 'richColors'
>;

// Sonner paints its rich colours from these variables; pointing them at our tokens keeps the four
// variants (success, error, warning, info) in the product palette.
const TOASTER_STYLE = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--success-bg': 'color-mix(in oklab, var(--success) 14%, var(--popover))',
  '--success-border': 'color-mix(in oklab, var(--success) 40%, var(--popover))',
  '--success-text': 'var(--success)',
  '--error-bg': 'color-mix(in oklab, var(--destructive) 16%, var(--popover))',
  '--error-border': 'color-mix(in oklab, var(--destructive) 45%, var(--popover))',
  '--error-text': 'color-mix(in oklab, var(--destructive) 45%, var(--foreground))',
  '--warning-bg': 'color-mix(in oklab, var(--warning) 14%, var(--popover))',
  '--warning-border': 'color-mix(in oklab, var(--warning) 40%, var(--popover))',
  '--warning-text': 'var(--warning)',
  '--info-bg': 'color-mix(in oklab, var(--info) 14%, var(--popover))',
  '--info-border': 'color-mix(in oklab, var(--info) 40%, var(--popover))',
  '--info-text': 'var(--info)',
  '--border-radius': 'var(--radius)',
} as React.CSSProperties;

/** The one notification outlet; mount it once at the root and call `toast()` anywhere. */
function Toaster({ className, style, ...props }: ToasterProps) {
  return (
    <Sonner
      className={cn('toaster group', className)}
      theme="dark"
      position={TOAST_POSITION}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      richColors
      icons={{
        success: <CircleCheckIcon className="size-4" aria-hidden="true" />,
        info: <InfoIcon className="size-4" aria-hidden="true" />,
        warning: <TriangleAlertIcon className="size-4" aria-hidden="true" />,
        error: <OctagonXIcon className="size-4" aria-hidden="true" />,
        loading: <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />,
      }}
      style={{ ...TOASTER_STYLE, ...style }}
      {...props}
    />
  );
}

export { Toaster, toast, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_POSITION, type ToasterProps };
