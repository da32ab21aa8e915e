import * as React from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '../lib/utils';

interface ComboboxOption {
  value: string;
  /** Shown in the list; the value itself when absent. */
  label?: string;
  /** A short note after the label (e.g. "UTM"). */
  hint?: string;
}

type ComboboxProps = Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  /** Every keystroke and every chosen option; any text is a valid value (free entry). */
  onValueChange: (value: string) => void;
  options: readonly ComboboxOption[];
  /** Shown in the open list when no option matches what was typed. */
  emptyText?: string;
  /** The toggle button's accessible name. */
  toggleLabel?: string;
};

function matchesQuery(option: ComboboxOption, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return (
    option.value.toLowerCase().includes(needle) ||
    (option.label?.toLowerCase().includes(needle) ?? false)
  );
}

/**
 * A text input with a list of suggestions (the WAI-ARIA "combobox with listbox popup" pattern,
 * list autocomplete): typing filters the list and is itself a valid value; ArrowDown/ArrowUp move
 * through the options, Enter takes one, Escape closes the list. Focus never leaves the input.
 */
function Combobox({
  id,
  value,
  onValueChange,
  options,
  emptyText,
  toggleLabel = 'Show suggestions',
  className,
  disabled,
  onBlur,
  onKeyDown,
  ref,
  ...inputProps
}: ComboboxProps) {
  const generatedId = React.useId();
  const inputId = id ?? generatedId;
  const listboxId = `${inputId}-listbox`;
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const listRef = React.useRef<HTMLUListElement | null>(null);
  const [isOpen, setOpen] = React.useState(false);
  // Opened by typing: the list narrows to what was typed. Opened by the toggle or an arrow key: all.
  const [isFiltering, setFiltering] = React.useState(false);
  const [activeIndex, setActiveIndex] = React.useState(-1);

  const shown = isFiltering ? options.filter((option) => matchesQuery(option, value)) : options;
  const isListShown = isOpen && (shown.length > 0 || emptyText !== undefined);
  const activeOption = isListShown ? shown[activeIndex] : undefined;
  const optionId = (index: number) => `${listboxId}-option-${String(index)}`;

  React.useEffect(() => {
    if (activeOption === undefined) return;
    const element = listRef.current?.children[activeIndex];
    // jsdom has no layout and no scrollIntoView; a browser always has.
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, activeOption]);

  function open(filtering: boolean) {
    setFiltering(filtering);
    setOpen(true);
    const list = filtering ? options.filter((option) => matchesQuery(option, value)) : options;
    setActiveIndex(list.findIndex((option) => option.value === value));
  }

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function choose(option: ComboboxOption) {
    onValueChange(option.value);
    close();
  }

  function moveActive(step: 1 | -1) {
    if (!isOpen) {
      open(false);
      return;
    }
    if (shown.length === 0) return;
    setActiveIndex((index) => {
      if (index < 0) return step === 1 ? 0 : shown.length - 1;
      return (index + step + shown.length) % shown.length;
    });
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activeOption !== undefined) {
      // Takes the option rather than submitting the form around the input.
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
    }
  }

  return (
    <div data-slot="combobox" className={cn('relative w-full', className)}>
      <input
        ref={(element) => {
          inputRef.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isListShown}
        aria-controls={listboxId}
        aria-activedescendant={activeOption === undefined ? undefined : optionId(activeIndex)}
        data-slot="combobox-input"
        disabled={disabled}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setFiltering(true);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onClick={() => (isOpen ? undefined : open(false))}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
        className={cn(
          'flex h-9 w-full min-w-0 rounded-md border border-input bg-input/30 py-1 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
          'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/40',
        )}
        {...inputProps}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={toggleLabel}
        aria-controls={listboxId}
        aria-expanded={isListShown}
        data-slot="combobox-toggle"
        disabled={disabled}
        // Keeps the focus in the input, which owns the keyboard.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          if (isOpen) close();
          else open(false);
          inputRef.current?.focus();
        }}
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-muted-foreground disabled:opacity-50"
      >
        <ChevronDownIcon aria-hidden="true" className="size-4" />
      </button>
      <ul
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-labelledby={inputProps['aria-labelledby']}
        aria-label={inputProps['aria-labelledby'] ? undefined : inputProps['aria-label']}
        data-slot="combobox-list"
        hidden={!isListShown}
        className="absolute top-full left-0 z-50 mt-1 max-h-60 w-full min-w-[12rem] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            data-slot="combobox-option"
            data-active={index === activeIndex || undefined}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActiveIndex(index)}
            onClick={() => choose(option)}
            className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none data-[active]:bg-accent data-[active]:text-accent-foreground"
          >
            <span className="truncate">{option.label ?? option.value}</span>
            {option.hint === undefined ? null : (
              <span className="ml-auto text-xs text-muted-foreground">{option.hint}</span>
            )}
          </li>
        ))}
        {shown.length === 0 && emptyText !== undefined ? (
          <li
            role="presentation"
            data-slot="combobox-empty"
            className="px-2 py-1.5 text-sm text-muted-foreground"
          >
            {emptyText}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

export { Combobox, type ComboboxOption, type ComboboxProps };
