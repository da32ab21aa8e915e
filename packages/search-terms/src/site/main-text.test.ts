import { describe, expect, it } from 'vitest';
import { readMainText } from './main-text.js';

describe('readMainText', () => {
  it('drops consent banners without dropping a page whose body names them', () => {
    const html = `<html><body class="cookie-consent-open">
      <div class="consent-dialog"><p>We value your privacy. Accept to continue.</p></div>
      <main><p>Corner Bakery bakes sourdough every morning in Leeds.</p>
      <p>Our cookies are baked with butter from local farms.</p>
      <p>Cookie policy and settings</p></main></body></html>`;
    expect(readMainText(html)).toEqual([
      'Corner Bakery bakes sourdough every morning in Leeds.',
      'Our cookies are baked with butter from local farms.',
    ]);
  });

  it('reads text that sits in bare divs', () => {
    const html =
      '<html><body><div>Only text in a div here.</div><div>Another line.</div></body></html>';
    expect(readMainText(html)).toEqual(['Only text in a div here.', 'Another line.']);
  });
});
