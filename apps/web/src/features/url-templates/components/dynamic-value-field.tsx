import type { DynamicValue } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@utmost/ui/components/dropdown-menu';
import { Input } from '@utmost/ui/components/input';
import { BracesIcon } from 'lucide-react';
import { Fragment, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { groupDynamicValues } from '../lib/group-dynamic-values';

const SINGLE_TOKEN = /^\{[^{}]+\}$/;

/**
 * The value with `token` put in: in place of the value when that is empty or one token already
 * (picking another swaps it), else where the cursor was, replacing any selection (`q1_{campaign_name}`).
 */
export function insertToken(
  value: string,
  token: string,
  selection: { start: number | null; end: number | null },
): { value: string; cursor: number } {
  if (value.trim() === '' || SINGLE_TOKEN.test(value.trim())) {
    return { value: token, cursor: token.length };
  }
  const start = selection.start ?? value.length;
  const end = selection.end ?? start;
  const next = `${value.slice(0, start)}${token}${value.slice(end)}`;
  return { value: next, cursor: start + token.length };
}

/**
 * A dynamic value: picked from the platform's list, grouped into Utmost's values (filled in per ad
 * when tagging) and Google's ValueTrack macros (filled in by Google at click time). Text may
 * surround it (`q1_{campaign_name}`): a value with text gets the pick where the cursor is.
 */
export function DynamicValueField({
  id,
  value,
  dynamicValues,
  label,
  isInvalid,
  describedBy,
  onChange,
}: {
  id: string;
  value: string;
  dynamicValues: readonly DynamicValue[];
  label: string;
  isInvalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  // Set by a pick, so the menu's close leaves focus to the value instead of the trigger.
  const hasPickedRef = useRef(false);
  const groups = groupDynamicValues(dynamicValues);

  function insert(token: string) {
    const input = inputRef.current;
    const next = insertToken(value, token, {
      start: input?.selectionStart ?? null,
      end: input?.selectionEnd ?? null,
    });
    hasPickedRef.current = true;
    onChange(next.value);
    // After the menu has closed and React has shown the new value.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.cursor, next.cursor);
    });
  }

  return (
    <div className="flex min-w-0 items-center gap-1">
      <Input
        ref={inputRef}
        id={id}
        value={value}
        className="font-mono"
        placeholder={t('urlTemplates.editor.dynamicPlaceholder')}
        aria-label={label}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t('urlTemplates.editor.insertDynamicValue', { label })}
          >
            <BracesIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="max-h-80 w-72 overflow-y-auto"
          onCloseAutoFocus={(event) => {
            // After a pick the focus goes to the value, where the text was put; closed without
            // one (Escape, a click away) it goes back to the button, as for any menu.
            if (hasPickedRef.current) event.preventDefault();
            hasPickedRef.current = false;
          }}
        >
          {groups.map((group, index) => (
            <Fragment key={group.source}>
              {index > 0 ? <DropdownMenuSeparator /> : null}
              <DropdownMenuGroup>
                <DropdownMenuLabel className="text-xs text-muted-foreground">
                  {t(`urlTemplates.editor.dynamicSources.${group.source}`)}
                </DropdownMenuLabel>
                {group.values.map((dynamicValue) => (
                  <DropdownMenuItem
                    key={dynamicValue.value}
                    onSelect={() => insert(dynamicValue.value)}
                  >
                    <span className="truncate">{dynamicValue.label}</span>
                    <code className="ml-auto font-mono text-xs text-muted-foreground">
                      {dynamicValue.value}
                    </code>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuGroup>
            </Fragment>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
