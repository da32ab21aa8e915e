import type * as React from 'react';
import { Loader2Icon } from 'lucide-react';
import { cn } from '../lib/utils';

type SpinnerProps = React.ComponentProps<'svg'> & {
  /** What is loading, read out by screen readers; pass the translated text. */
  label?: string;
};

function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <Loader2Icon
      data-slot="spinner"
      role="status"
      aria-label={label}
      aria-live="polite"
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}

export { Spinner, type SpinnerProps };
