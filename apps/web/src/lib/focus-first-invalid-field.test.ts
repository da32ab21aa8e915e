import { describe, expect, it } from 'vitest';
import { focusFirstInvalidField } from './focus-first-invalid-field';

describe('focusFirstInvalidField', () => {
  it('focuses the first invalid field in the order of the page', () => {
    document.body.innerHTML = `
      <form>
        <input id="fine" />
        <input id="first-bad" aria-invalid="true" />
        <textarea id="second-bad" aria-invalid="true"></textarea>
      </form>`;
    expect(focusFirstInvalidField(document.querySelector('form'))).toBe(true);
    expect(document.activeElement?.id).toBe('first-bad');
  });

  it('leaves focus alone when nothing is invalid', () => {
    document.body.innerHTML = '<form><input id="fine" aria-invalid="false" /></form>';
    expect(focusFirstInvalidField(document.querySelector('form'))).toBe(false);
    expect(focusFirstInvalidField(null)).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});
