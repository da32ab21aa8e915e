import { screen } from '@testing-library/react';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form control by its label, whether or not the label carries the required mark (*). */
export function findField(label: string): Promise<HTMLElement> {
  return screen.findByLabelText(new RegExp(`^${escapeRegExp(label)}\\*?$`));
}

export function getField(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\*?$`));
}
