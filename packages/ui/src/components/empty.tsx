import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/utils';

// shadcn's Empty, in the kit's look: a page or a table with nothing to show yet says what it is
// for and offers the way to fill it. `Empty` is a labelled region: give `EmptyTitle` an id and the
// region `aria-labelledby` it.

/** The region; left-aligned on a page, `align="center"` inside a table or a panel. */
const emptyVariants = cva('flex min-w-0 flex-col gap-4 rounded-xl', {
  variants: {
    variant: {
      page: 'max-w-2xl border border-dashed border-border bg-card/60 p-8',
      plain: 'py-6',
    },
    align: { start: 'items-start text-left', center: 'items-center text-center text-balance' },
  },
  defaultVariants: { variant: 'page', align: 'start' },
});

function Empty({
  className,
  variant,
  align,
  ...props
}: React.ComponentProps<'section'> & VariantProps<typeof emptyVariants>) {
  return (
    <section
      data-slot="empty"
      data-align={align ?? 'start'}
      className={cn(emptyVariants({ variant, align }), className)}
      {...props}
    />
  );
}

/** The icon, title and description, kept together above the actions. */
function EmptyHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="empty-header"
      className={cn('flex flex-col gap-3 [[data-align=center]_&]:items-center', className)}
      {...props}
    />
  );
}

/** The picture of what is missing; decorative, so hidden from screen readers. */
function EmptyMedia({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="empty-media"
      aria-hidden="true"
      className={cn('flex shrink-0 text-primary [&_svg]:size-8', className)}
      {...props}
    />
  );
}

/** The heading of the region (an h2: the page's h1 stays the page title). */
function EmptyTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  return (
    <h2 data-slot="empty-title" className={cn('text-lg font-semibold', className)} {...props} />
  );
}

function EmptyDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="empty-description"
      className={cn('text-muted-foreground', className)}
      {...props}
    />
  );
}

/** What the user can do about it: a button, a link, or a note on why they cannot. */
function EmptyContent({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="empty-content"
      className={cn('flex flex-wrap items-center gap-3', className)}
      {...props}
    />
  );
}

export { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle };
