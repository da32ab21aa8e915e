import { describe, expect, it } from 'vitest';
import { chooseSubPages, classifyLink, isSameSite } from './sub-pages.js';

describe('classifyLink', () => {
  it.each([
    ['Our products', '/x', 'products'],
    ['Shop', '/x', 'products'],
    ['Workshop', '/x', 'other'],
    ['Product pricing', '/x', 'pricing'],
    ['Plans', '/x', 'pricing'],
    ['What we do', '/x', 'services'],
    ['Who we are', '/x', 'about'],
    ['Learn more', '/about-us', 'about'],
    ['Learn more', '/our_services/', 'services'],
    ['Learn more', '/blog/spring', 'other'],
  ])('"%s" at %s is %s', (text, path, kind) => {
    expect(classifyLink(text, new URL(path, 'https://acme.test'))).toBe(kind);
  });
});

describe('isSameSite', () => {
  it('treats www. and the bare host as one site, and nothing else', () => {
    const site = new URL('https://www.acme.test/');
    expect(isSameSite(site, new URL('http://acme.test/about'))).toBe(true);
    expect(isSameSite(site, new URL('https://shop.acme.test/'))).toBe(false);
    expect(isSameSite(site, new URL('https://acme.test.evil.test/'))).toBe(false);
  });
});

describe('chooseSubPages', () => {
  it('puts the first page of each kind first, then the rest, without repeats or the home page', () => {
    const home = new URL('https://acme.test/');
    const links = [
      { text: 'Home', url: 'https://www.acme.test/' },
      { text: 'About', url: 'https://acme.test/about' },
      { text: 'Widgets', url: 'https://acme.test/products/widgets' },
      { text: 'Gadgets', url: 'https://acme.test/products/gadgets' },
      { text: 'Widgets again', url: 'https://www.acme.test/products/widgets/' },
      { text: 'Pricing', url: 'https://acme.test/pricing' },
      { text: 'Brochure', url: 'https://acme.test/products.pdf' },
    ];
    expect(chooseSubPages(links, home)).toEqual([
      { kind: 'products', url: 'https://acme.test/products/widgets' },
      { kind: 'pricing', url: 'https://acme.test/pricing' },
      { kind: 'about', url: 'https://acme.test/about' },
      { kind: 'products', url: 'https://acme.test/products/gadgets' },
    ]);
  });
});

describe('chooseSubPages with the main menu', () => {
  it('reads the menu entries after the first page of each kind, skipping the site machinery', () => {
    const home = new URL('https://www.acme.test/');
    const navigation = [
      { text: 'Home insurance', url: 'https://www.acme.test/home-insurance' },
      { text: 'Log in', url: 'https://www.acme.test/account/login' },
      { text: 'Landlords', url: 'https://www.acme.test/landlord' },
      { text: 'Blog', url: 'https://www.acme.test/blog' },
      { text: 'About us', url: 'https://www.acme.test/about' },
      { text: 'Partner', url: 'https://partner.test/' },
    ];
    expect(chooseSubPages(navigation, home, navigation)).toEqual([
      { kind: 'about', url: 'https://www.acme.test/about' },
      { kind: 'other', url: 'https://www.acme.test/home-insurance' },
      { kind: 'other', url: 'https://www.acme.test/landlord' },
    ]);
  });
});
