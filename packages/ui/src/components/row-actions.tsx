import * as React from 'react';
import { MoreHorizontalIcon, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/utils';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

interface RowAction {
  id: string;
  /** Short words for the menu item and the icon button's tooltip: "Run now". */
  label: string;
  /** The icon button's name, which says which row it acts on: "Run now on Hearthly". */
  accessibleLabel: string;
  icon: LucideIcon;
  /** What choosing it does; or `link`. */
  onSelect?: () => void;
  /**
   * An action that opens a page: the app's link element (e.g. a router `<Link to=…/>`, without
   * children), rendered as the icon button and as the menu item, so it can open in a new tab too.
   */
  link?: React.ReactElement<{ children?: React.ReactNode }>;
  variant?: 'default' | 'destructive';
  disabled?: boolean;
  /**
   * Why the action cannot be used now, said where the action is: the icon button's tooltip (the
   * button stays focusable, `aria-disabled`) and a line under the menu item.
   */
  disabledReason?: string;
}

/**
 * Where the row's actions show as icon buttons: `always`, `never` (always the menu), or from a
 * breakpoint up (`xl`: icon buttons from 1440 px, the menu below, where the columns need the room).
 */
type RowActionsInline = 'always' | 'never' | 'xl' | '2xl';

// Full class names, so Tailwind finds them in this file.
const INLINE_CLASSES: Record<RowActionsInline, { buttons: string; menu: string }> = {
  always: { buttons: 'flex', menu: 'hidden' },
  never: { buttons: 'hidden', menu: 'flex' },
  xl: { buttons: 'hidden xl:flex', menu: 'flex xl:hidden' },
  '2xl': { buttons: 'hidden 2xl:flex', menu: 'flex 2xl:hidden' },
};

interface RowActionsProps {
  actions: readonly RowAction[];
  /** The menu button's name, naming the row: "Actions for Hearthly". */
  menuLabel: string;
  inline?: RowActionsInline;
  className?: string;
}

/**
 * A table row's actions: icon buttons with tooltips where the table has room, gathered in a "…"
 * menu (the UI kit's dropdown menu) where it has not. Both are rendered; CSS shows one, so the
 * column keeps one width whatever the data.
 */
function RowActions({ actions, menuLabel, inline = 'xl', className }: RowActionsProps) {
  const classes = INLINE_CLASSES[inline];
  return (
    <div data-slot="row-actions" className={cn('flex justify-end', className)}>
      <div data-slot="row-actions-buttons" className={cn('gap-1', classes.buttons)}>
        {actions.map((action) => {
          const Icon = action.icon;
          // A disabled button gets neither hover nor focus, so its reason could not be read: with
          // a reason it stays focusable and refuses the click instead.
          const isExplained = action.disabled === true && action.disabledReason !== undefined;
          return (
            <Tooltip key={action.id}>
              <TooltipTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  asChild={action.link !== undefined}
                  className={cn(
                    'size-8',
                    action.variant === 'destructive' &&
                      'text-destructive-text hover:text-destructive-text',
                    isExplained && 'cursor-not-allowed opacity-50',
                  )}
                  aria-label={action.accessibleLabel}
                  aria-disabled={isExplained || undefined}
                  disabled={action.disabled === true && !isExplained}
                  onClick={isExplained ? undefined : action.onSelect}
                >
                  {action.link === undefined ? (
                    <Icon aria-hidden="true" />
                  ) : (
                    React.cloneElement(action.link, undefined, <Icon aria-hidden="true" />)
                  )}
                </Button>
              </TooltipTrigger>
              <TooltipContent className="max-w-72">
                {isExplained ? `${action.label}: ${action.disabledReason}` : action.label}
              </TooltipContent>
            </Tooltip>
          );
        })}
      </div>
      <div data-slot="row-actions-menu" className={classes.menu}>
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-8" aria-label={menuLabel}>
              <MoreHorizontalIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {actions.map((action) => {
              const Icon = action.icon;
              return (
                <DropdownMenuItem
                  key={action.id}
                  variant={action.variant}
                  disabled={action.disabled}
                  onSelect={action.onSelect}
                  asChild={action.link !== undefined}
                >
                  {action.link === undefined ? (
                    <>
                      <Icon aria-hidden="true" />
                      {action.disabled && action.disabledReason !== undefined ? (
                        <span className="flex flex-col">
                          <span>{action.label}</span>
                          <span className="max-w-60 text-xs text-muted-foreground">
                            {action.disabledReason}
                          </span>
                        </span>
                      ) : (
                        action.label
                      )}
                    </>
                  ) : (
                    React.cloneElement(
                      action.link,
                      undefined,
                      <>
                        <Icon aria-hidden="true" />
                        {action.label}
                      </>,
                    )
                  )}
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  );
}

export { RowActions, type RowAction, type RowActionsInline, type RowActionsProps };
