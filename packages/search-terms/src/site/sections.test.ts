import { describe, expect, it } from 'vitest';

import { parseHtmlDocument } from './html-document.js';
import { readSections } from './sections.js';

describe('readSections', () => {
  it('pairs each card and section heading with the first paragraph under it', () => {
    const document = parseHtmlDocument(`<body>
      <header><nav><h2>Menu</h2><p>Open the menu</p></nav></header>
      <main>
        <h1>Our kites</h1>
        <div class="cards">
          <article><h3><a href="/kites/box">Box kite</a></h3><p>A four-cell kite for steady winds.</p><p class="price">$40</p></article>
          <article><h3>Delta kite</h3><img alt=""><p>Flies in the lightest breeze.</p></article>
        </div>
        <h2>Kite care</h2>
        <h2>Spare lines</h2>
        <div><p>Braided lines in 20 and 50 metre spools.</p></div>
      </main>
      <footer><h3>Follow us</h3><p>On every network.</p></footer>
    </body>`);

    expect(readSections(document)).toEqual([
      { heading: 'Box kite', text: 'A four-cell kite for steady winds.' },
      { heading: 'Delta kite', text: 'Flies in the lightest breeze.' },
      { heading: 'Spare lines', text: 'Braided lines in 20 and 50 metre spools.' },
    ]);
  });
});
