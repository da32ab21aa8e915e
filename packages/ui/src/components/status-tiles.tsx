import type * as React from 'react';
import { ToggleGroup as ToggleGroupPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { useSelectionFollowsFocus } from '../lib/selection-follows-focus';
import { cn } from '../lib/utils';

// The tiles are a Radix single toggle group: role="radiogroup" with role="radio" tiles, one tab
// stop, arrow keys (and Home / End) moving focus and choosing, as radios do. The group's own value
// is a string, so the "All" tile stands for "no status" under a value no real status can have.
const ALL_TILE_VALUE = '\u0000all';

const statusTileVariants = cva(
  'flex h-[60px] w-[150px] shrink-0 flex-col items-start justify-center gap-0.5 rounded-md border border-border bg-card px-3 text-left text-card-foreground shadow-xs transition-colors outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background data-[state=on]:bg-accent',
  {
    variants: {
      tone: {
        neutral:
          'data-[state=on]:border-primary [&_[data-slot=status-tile-count]]:text-foreground [&_[data-slot=status-tile-dot]]:bg-primary',
        success:
          'data-[state=on]:border-success data-[state=on]:bg-success/10 [&_[data-slot=status-tile-count]]:text-success [&_[data-slot=status-tile-dot]]:bg-success',
        muted:
          'data-[state=on]:border-muted-foreground data-[state=on]:bg-muted [&_[data-slot=status-tile-count]]:text-muted-foreground [&_[data-slot=status-tile-dot]]:bg-muted-foreground',
        warning:
          'data-[state=on]:border-warning data-[state=on]:bg-warning/10 [&_[data-slot=status-tile-count]]:text-warning [&_[data-slot=status-tile-dot]]:bg-warning',
        danger:
          'data-[state=on]:border-destructive data-[state=on]:bg-destructive/10 [&_[data-slot=status-tile-count]]:text-destructive-text [&_[data-slot=status-tile-dot]]:bg-destructive',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

type StatusTileTone = NonNullable<VariantProps<typeof statusTileVariants>['tone']>;

interface StatusTileOption<Value extends string> {
  value: Value;
  label: React.ReactNode;
  count: number;
  /** The app maps its statuses to tones (e.g. updated -> success, error -> danger). */
  tone?: StatusTileTone;
}

type StatusTileProps = Omit<
  React.ComponentProps<typeof ToggleGroupPrimitive.Item>,
  'children' | 'value'
> &
  VariantProps<typeof statusTileVariants> & {
    value: string;
    label: React.ReactNode;
    count: number;
    formatCount?: (count: number) => React.ReactNode;
  };

/**
 * One 150×60 tile: its label over its count (tabular figures so counts line up). A zero count
 * stays selectable on purpose: choosing it shows the page's "no ads with status" state.
 */
function StatusTile({
  className,
  tone,
  label,
  count,
  formatCount = String,
  ...props
}: StatusTileProps) {
  return (
    <ToggleGroupPrimitive.Item
      data-slot="status-tile"
      data-tone={tone ?? 'neutral'}
      className={cn(statusTileVariants({ tone, className }))}
      {...props}
    >
      <span className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <span data-slot="status-tile-dot" aria-hidden="true" className="size-2 rounded-full" />
        {label}
      </span>
      {
        // Flex drops this space on screen; it keeps "Error 3" two words for screen readers.
        ' '
      }
      <span data-slot="status-tile-count" className="text-xl leading-7 font-semibold tabular-nums">
        {formatCount(count)}
      </span>
    </ToggleGroupPrimitive.Item>
  );
}

type StatusTilesProps<Value extends string> = Omit<
  React.ComponentProps<'div'>,
  'children' | 'defaultValue' | 'dir'
> & {
  tiles: ReadonlyArray<StatusTileOption<Value>>;
  /** The chosen status, or `null` when the "All" tile is on. */
  value: Value | null;
  /** Called with the chosen status, or `null` when "All" is chosen. */
  onValueChange: (value: Value | null) => void;
  /** The "All" tile shown first; choosing it clears the status. */
  allTile: { label: React.ReactNode; count: number };
  /** Name of the group for screen readers, e.g. "Filter by status". */
  label: string;
  /** Formats every tile's count, e.g. with `Intl.NumberFormat`. Defaults to the plain number. */
  formatCount?: (count: number) => React.ReactNode;
};

/**
 * A row of status tiles that filter a table: at most one status is on, and "All" clears it.
 * Choosing the tile that is already on keeps it on (radio semantics), so the only way back to
 * every status is the "All" tile.
 */
function StatusTiles<Value extends string>({
  tiles,
  value,
  onValueChange,
  allTile,
  label,
  formatCount,
  className,
  ...props
}: StatusTilesProps<Value>) {
  const radioKeys = useSelectionFollowsFocus(true, props);
  const selectTile = (next: string) => {
    // Radix reports '' when the pressed tile is pressed again; a radio group stays as it is.
    if (next === '') return;
    if (next === ALL_TILE_VALUE) {
      onValueChange(null);
      return;
    }
    const tile = tiles.find((candidate) => candidate.value === next);
    if (tile) onValueChange(tile.value);
  };

  return (
    <ToggleGroupPrimitive.Root
      type="single"
      data-slot="status-tiles"
      aria-label={label}
      value={value ?? ALL_TILE_VALUE}
      onValueChange={selectTile}
      className={cn('flex flex-wrap gap-3', className)}
      {...props}
      {...radioKeys}
    >
      <StatusTile
        value={ALL_TILE_VALUE}
        tone="neutral"
        label={allTile.label}
        count={allTile.count}
        formatCount={formatCount}
      />
      {tiles.map((tile) => (
        <StatusTile
          key={tile.value}
          value={tile.value}
          tone={tile.tone}
          label={tile.label}
          count={tile.count}
          formatCount={formatCount}
        />
      ))}
    </ToggleGroupPrimitive.Root>
  );
}

export {
  StatusTile,
  StatusTiles,
  statusTileVariants,
  type StatusTileOption,
  type StatusTileProps,
  type StatusTilesProps,
  type StatusTileTone,
};
