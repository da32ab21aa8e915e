import type * as React from 'react';
import { ToggleGroup as ToggleGroupPrimitive } from 'radix-ui';
import { useSelectionFollowsFocus } from '../lib/selection-follows-focus';
import { cn } from '../lib/utils';

/**
 * A row of mutually exclusive choices shown side by side (a segmented control). With
 * `type="single"` the root is a radiogroup and each item a radio (`aria-checked`); arrow keys move
 * between them and choose, as in any radio group. Name the group with `aria-label`.
 */
function ToggleGroup({
  className,
  ...props
}: React.ComponentProps<typeof ToggleGroupPrimitive.Root>) {
  const radioKeys = useSelectionFollowsFocus(props.type === 'single', props);
  return (
    <ToggleGroupPrimitive.Root
      data-slot="toggle-group"
      className={cn(
        'inline-flex w-fit items-center rounded-md border border-input bg-input/30 p-0.5 shadow-xs',
        className,
      )}
      {...props}
      {...radioKeys}
    />
  );
}

function ToggleGroupItem({
  className,
  ...props
}: React.ComponentProps<typeof ToggleGroupPrimitive.Item>) {
  return (
    <ToggleGroupPrimitive.Item
      data-slot="toggle-group-item"
      className={cn(
        "inline-flex h-7 items-center justify-center gap-1.5 rounded-sm px-2.5 text-xs font-medium whitespace-nowrap text-muted-foreground transition-[color,box-shadow] outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 data-[state=on]:bg-secondary data-[state=on]:text-secondary-foreground data-[state=on]:shadow-xs [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-3.5",
        className,
      )}
      {...props}
    />
  );
}

export { ToggleGroup, ToggleGroupItem };
