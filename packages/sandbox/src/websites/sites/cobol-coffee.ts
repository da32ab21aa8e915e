import { buildPrivacyPage } from '../privacy-page.js';
import type { SandboxSite, SitePage } from '../site-model.js';

// Cobol Coffee Roasters: a Chicago specialty roaster, a client of the Hopper Agency manager account
// (Google customer 5230000011). Its site lives on the bare domain; `www.` redirects to it. The home
// page carries its JSON-LD as one `@graph`, as many CMS plugins write it.

const HOST = 'cobol-coffee.example';
const ORIGIN = `https://${HOST}`;

const HOME: SitePage = {
  path: '/',
  title: 'Cobol Coffee Roasters | Small-batch coffee roasted in Chicago',
  description:
    'Specialty coffee roasted in small batches in Chicago: espresso blends and single-origin filter coffee, shipped fresh across the US.',
  heading: 'Coffee roasted to order in Chicago',
  lead: 'We roast specialty beans in small batches every weekday in Pilsen and ship them within 48 hours of roasting, anywhere in the US.',
  sections: [
    {
      heading: 'Our coffee',
      cards: [
        {
          title: 'Espresso',
          text: 'Blends built for the espresso machine, from a chocolatey medium to a bold dark roast.',
          href: '/espresso',
          price: 'from $17 / 12 oz',
        },
        {
          title: 'Filter',
          text: 'Seasonal single origins for pour-over, batch brew and French press.',
          href: '/filter',
          price: 'from $19 / 12 oz',
        },
      ],
    },
    {
      heading: 'Freshness you can taste',
      paragraphs: [
        'Every bag is stamped with its roast date. Choose whole bean or ground for your brewer, one-off or on a schedule, and cafés can ask about wholesale.',
      ],
    },
  ],
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': `${ORIGIN}/#organization`,
          name: 'Cobol Coffee Roasters',
          url: ORIGIN,
          description: 'Specialty coffee roaster in Chicago, shipping across the US.',
          areaServed: 'US',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Chicago',
            addressRegion: 'IL',
            addressCountry: 'US',
          },
        },
        {
          '@type': 'WebSite',
          '@id': `${ORIGIN}/#website`,
          url: ORIGIN,
          name: 'Cobol Coffee Roasters',
          publisher: { '@id': `${ORIGIN}/#organization` },
        },
      ],
    },
  ],
};

const ESPRESSO: SitePage = {
  path: '/espresso',
  title: 'Espresso beans | Cobol Coffee Roasters',
  description:
    'Espresso blends roasted in Chicago: Mainframe, a chocolatey medium roast, and Punch Card, our dark roast. Whole bean or ground.',
  heading: 'Espresso',
  lead: 'Two blends, roasted for espresso and milk drinks, and delicious in a moka pot too.',
  sections: [
    {
      cards: [
        {
          title: 'Mainframe (medium roast)',
          text: 'Brazil and Colombia. Milk chocolate, hazelnut and a long caramel finish.',
          price: '$17 / 12 oz',
        },
        {
          title: 'Punch Card (dark roast)',
          text: 'Sumatra and Brazil. Dark chocolate and molasses, built to cut through milk.',
          price: '$18 / 12 oz',
        },
      ],
    },
  ],
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Mainframe Espresso Blend',
      description: 'Medium roast espresso blend from Brazil and Colombia, roasted in Chicago.',
      brand: { '@type': 'Brand', name: 'Cobol Coffee Roasters' },
      offers: { '@type': 'Offer', price: '17.00', priceCurrency: 'USD' },
    },
  ],
};

const FILTER: SitePage = {
  path: '/filter',
  title: 'Filter coffee | Cobol Coffee Roasters',
  description:
    'Seasonal single-origin coffees roasted light for pour-over and batch brew, with our brew guide.',
  heading: 'Filter coffee',
  lead: 'Single origins from producers we buy from year after year, roasted light to show what makes each one different.',
  sections: [
    {
      cards: [
        { title: 'Ethiopia Guji', text: 'Peach, jasmine and black tea.', price: '$21 / 12 oz' },
        {
          title: 'Guatemala Huehuetenango',
          text: 'Red apple, cocoa and brown sugar.',
          price: '$19 / 12 oz',
        },
      ],
    },
    {
      id: 'brew-guide',
      heading: 'Brew guide',
      list: [
        'Use 15 g of coffee for every 250 g of water, just off the boil.',
        'Grind medium-fine for pour-over, coarse for French press.',
        'Bloom with twice the coffee’s weight in water for 30 seconds, then pour slowly to the total.',
      ],
    },
  ],
};

const ABOUT: SitePage = {
  path: '/about',
  title: 'About us | Cobol Coffee Roasters',
  description: 'A small roastery in Chicago’s Pilsen neighborhood, roasting since 2015.',
  heading: 'About Cobol Coffee Roasters',
  sections: [
    {
      paragraphs: [
        'Cobol Coffee Roasters started in 2015 with a 5-kilo roaster in a Pilsen garage. We still roast every batch by hand, now for home brewers across the US and for a few dozen cafés and offices around Chicago.',
      ],
    },
  ],
};

export const COBOL_COFFEE_SITE: SandboxSite = {
  host: HOST,
  aliasHosts: ['www.cobol-coffee.example'],
  name: 'Cobol Coffee Roasters',
  language: 'en-US',
  accentColor: '#5b3a29',
  nav: [
    { text: 'Espresso', href: '/espresso' },
    { text: 'Filter', href: '/filter' },
    { text: 'Brew guide', href: '/filter#brew-guide' },
    { text: 'About', href: '/about' },
  ],
  headerLinks: [{ text: 'Cart', href: '/cart' }],
  cookieBanner: 'This site uses cookies to keep your cart and to understand how visitors use it.',
  footer: {
    columns: [
      {
        heading: 'Cobol Coffee',
        links: [
          { text: 'About', href: '/about' },
          { text: 'Privacy', href: '/privacy' },
        ],
      },
    ],
    legal: ['© 2026 Cobol Coffee Roasters LLC, Chicago, IL.'],
  },
  robotsDisallow: ['/cart', '/checkout/'],
  pages: [
    HOME,
    ESPRESSO,
    FILTER,
    ABOUT,
    {
      path: '/cart',
      title: 'Your cart | Cobol Coffee Roasters',
      description: 'Your shopping cart.',
      heading: 'Your cart is empty',
      sections: [{ callToAction: { text: 'Shop espresso', href: '/espresso' } }],
    },
    buildPrivacyPage({
      company: 'Cobol Coffee Roasters LLC',
      address: 'Chicago, IL, USA',
      contactEmail: 'hello@cobol-coffee.example',
      supervisoryAuthority: 'the Illinois Attorney General',
    }),
  ],
};
