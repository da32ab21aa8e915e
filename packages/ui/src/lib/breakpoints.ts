/**
 * The product's breakpoints in pixels (spec §2 and §9). `globals.css` declares the same values as
 * Tailwind theme variables (`md:`, `lg:`, `xl:`, `2xl:`, `3xl:`); a test keeps the two in step.
 * Use these in code that must react to the viewport outside of CSS, e.g. `matchMedia`.
 */
export const BREAKPOINTS = {
  md: 768,
  lg: 1024,
  xl: 1440,
  '2xl': 1920,
  '3xl': 2400,
} as const;

export type BreakpointName = keyof typeof BREAKPOINTS;

/** The media query that matches from the given breakpoint upwards, as Tailwind's variant does. */
export function toMinWidthQuery(breakpoint: BreakpointName): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}
