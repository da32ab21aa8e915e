import { describe, expect, it } from 'vitest';
import { escapeHtml, renderJsonLdScript, renderPage } from './render-html.js';
import type { SandboxSite } from './site-model.js';

const SITE: SandboxSite = {
  host: 'www.shop.example',
  aliasHosts: [],
  name: 'Tom & Jerry’s',
  language: 'en-GB',
  accentColor: '#000',
  nav: [{ text: 'Q&A', href: '/faq?a=1&b=2' }],
  headerLinks: [],
  cookieBanner: 'Cookies.',
  footer: { columns: [], legal: [] },
  robotsDisallow: [],
  pages: [],
};

describe('render-html', () => {
  it('escapes text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const html = renderPage(SITE, {
      path: '/',
      title: '<Sale> & more',
      description: 'Say "hi"',
      heading: 'Fish & chips',
      sections: [],
    });
    expect(html).toContain('<title>&lt;Sale&gt; &amp; more</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;">');
    expect(html).toContain('<meta property="og:site_name" content="Tom &amp; Jerry’s">');
    expect(html).toContain('<a href="/faq?a=1&amp;b=2">Q&amp;A</a>');
    expect(html).toContain('<h1>Fish &amp; chips</h1>');
  });

  it('keeps JSON-LD from closing its script element', () => {
    const script = renderJsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(script)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('takes a page language over the site language', () => {
    const page = { path: '/ga', title: 't', description: 'd', heading: 'h', sections: [] };
    expect(renderPage(SITE, page)).toContain('<html lang="en-GB">');
    expect(renderPage(SITE, { ...page, language: 'ga' })).toContain('<html lang="ga">');
  });
});
