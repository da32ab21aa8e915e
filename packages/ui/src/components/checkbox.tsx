import type * as React from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { CheckIcon, MinusIcon } from 'lucide-react';
import { cn } from '../lib/utils';

const checkboxVariants = cva(
  'peer shrink-0 rounded-[4px] border border-input bg-input/30 shadow-xs transition-shadow outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/40 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
  {
    variants: {
      size: {
        default: 'size-4',
        lg: 'size-5',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> &
  VariantProps<typeof checkboxVariants>;

/**
 * A checkbox with a third, `indeterminate` state (`checked="indeterminate"`), as a "select all"
 * over a partly selected list needs. Name it with `aria-label` or a `<Label htmlFor>`.
 */
function Checkbox({ className, size, checked, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      data-size={size ?? 'default'}
      checked={checked}
      className={cn(checkboxVariants({ size, className }))}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="flex items-center justify-center text-current"
      >
        {checked === 'indeterminate' ? (
          <MinusIcon className="size-3.5" aria-hidden="true" />
        ) : (
          <CheckIcon className="size-3.5" aria-hidden="true" />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox, checkboxVariants, type CheckboxProps };
