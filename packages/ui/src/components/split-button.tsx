import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '../lib/utils';
import { buttonVariants } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './dropdown-menu';

const splitButtonVariants = cva('inline-flex items-stretch rounded-md shadow-xs', {
  variants: {
    variant: {
      default: '[&>[data-slot=split-button-menu-trigger]]:border-primary-foreground/25',
      secondary: '[&>[data-slot=split-button-menu-trigger]]:border-secondary-foreground/20',
      outline: '[&>[data-slot=split-button-menu-trigger]]:border-input',
    },
  },
  defaultVariants: { variant: 'default' },
});

type SplitButtonVariant = NonNullable<VariantProps<typeof splitButtonVariants>['variant']>;
type SplitButtonSize = 'default' | 'sm' | 'lg';

interface SplitButtonContextValue {
  variant: SplitButtonVariant;
  size: SplitButtonSize;
  disabled: boolean;
}

const SplitButtonContext = React.createContext<SplitButtonContextValue>({
  variant: 'default',
  size: 'default',
  disabled: false,
});

type SplitButtonProps = React.ComponentProps<'div'> &
  VariantProps<typeof splitButtonVariants> & {
    size?: SplitButtonSize;
    /** Disables both halves (a tooltip saying why needs a focusable wrapper around the group). */
    disabled?: boolean;
  };

/**
 * A main action joined to a menu of related ones: `<SplitButtonAction>` then `<SplitButtonMenu>`.
 * The group shares one variant, size and disabled state.
 */
function SplitButton({
  className,
  variant,
  size = 'default',
  disabled = false,
  ...props
}: SplitButtonProps) {
  const value = React.useMemo(
    () => ({ variant: variant ?? 'default', size, disabled }),
    [variant, size, disabled],
  );
  return (
    <SplitButtonContext value={value}>
      <div
        role="group"
        data-slot="split-button"
        data-disabled={disabled ? '' : undefined}
        className={cn(splitButtonVariants({ variant, className }))}
        {...props}
      />
    </SplitButtonContext>
  );
}

/** The main half: a plain button doing the group's primary action. */
function SplitButtonAction({ className, disabled, ...props }: React.ComponentProps<'button'>) {
  const group = React.useContext(SplitButtonContext);
  return (
    <button
      type="button"
      data-slot="split-button-action"
      disabled={group.disabled || disabled}
      className={cn(
        buttonVariants({ variant: group.variant, size: group.size }),
        'rounded-r-none shadow-none',
        className,
      )}
      {...props}
    />
  );
}

type SplitButtonMenuProps = Omit<React.ComponentProps<typeof DropdownMenuContent>, 'children'> & {
  /** The accessible name of the chevron that opens the menu, e.g. "More ways to connect". */
  label: string;
  children: React.ReactNode;
};

/** The chevron half and the menu it opens; its children are `DropdownMenuItem`s. */
function SplitButtonMenu({
  label,
  children,
  align = 'end',
  ...contentProps
}: SplitButtonMenuProps) {
  const group = React.useContext(SplitButtonContext);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-slot="split-button-menu-trigger"
        aria-label={label}
        disabled={group.disabled}
        className={cn(
          buttonVariants({ variant: group.variant, size: group.size }),
          'rounded-l-none border-l px-2 shadow-none has-[>svg]:px-2',
        )}
      >
        <ChevronDownIcon aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent data-slot="split-button-menu" align={align} {...contentProps}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export {
  SplitButton,
  SplitButtonAction,
  SplitButtonMenu,
  splitButtonVariants,
  type SplitButtonProps,
  type SplitButtonMenuProps,
};
