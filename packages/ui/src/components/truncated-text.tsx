import * as React from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../lib/utils';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/** Whether the element's text is cut by its width or, over two lines, its height. */
function isTextCut(element: HTMLElement | null): boolean {
  return (
    element !== null &&
    (element.scrollWidth > element.clientWidth + 1 ||
      element.scrollHeight > element.clientHeight + 1)
  );
}

type TruncatedTextProps = React.ComponentProps<'span'> & {
  /** Render the single child (a link, say) truncated instead of a `<span>`. */
  asChild?: boolean;
  /** What the tooltip shows; the text itself when omitted. */
  fullText?: React.ReactNode;
  /** Lines before the ellipsis: one (the default), or two for a sentence such as a reason. */
  lines?: 1 | 2;
};

/**
 * One line of text (or two) that ends in an ellipsis when its cell is too narrow, and then shows
 * the whole text in a tooltip on hover or keyboard focus. Text that fits shows no tooltip. Screen readers
 * read the whole text either way: the cut is visual only.
 */
function TruncatedText({
  asChild = false,
  fullText,
  lines = 1,
  className,
  children,
  ...props
}: TruncatedTextProps) {
  const ref = React.useRef<HTMLElement>(null);
  // The tooltip repeats the text as words (the element's own text, not its children, which may be
  // a link), read when it opens.
  const [shownText, setShownText] = React.useState<string | null>(null);
  const Comp = asChild ? Slot.Root : 'span';
  return (
    <Tooltip
      open={shownText !== null}
      onOpenChange={(open) =>
        setShownText(open && isTextCut(ref.current) ? (ref.current?.textContent ?? '') : null)
      }
    >
      <TooltipTrigger asChild>
        <Comp
          ref={ref as React.Ref<HTMLSpanElement>}
          data-slot="truncated-text"
          className={cn(
            'block max-w-full min-w-0',
            lines === 1 ? 'truncate' : 'line-clamp-2 break-words whitespace-normal',
            className,
          )}
          {...props}
        >
          {children}
        </Comp>
      </TooltipTrigger>
      <TooltipContent className="max-w-sm break-words">{fullText ?? shownText}</TooltipContent>
    </Tooltip>
  );
}

export { TruncatedText, isTextCut, type TruncatedTextProps };
