import { expect } from 'vitest';

/** The control shows Google's four-colour "G" beside its text, hidden from assistive technology. */
export function expectGoogleMark(control: HTMLElement) {
  const mark = control.querySelector('svg[data-mark="google"]');
  expect(mark).not.toBeNull();
  expect(mark).toHaveAttribute('aria-hidden', 'true');
  const fills = [...(mark?.querySelectorAll('path') ?? [])].map((path) =>
    path.getAttribute('fill'),
  );
  expect(fills).toEqual(['#EA4335', '#4285F4', '#FBBC05', '#34A853']);
}
