import { buildPrivacyPage } from '../privacy-page.js';
import type { JsonLd, SandboxSite, SitePage } from '../site-model.js';

// Grace Hopper Consulting: compiler workshops and legacy-system modernisation for engineering teams
// (Google customer 5230000002). Served on the bare domain; `www.` redirects to it.

const HOST = 'hopper-consulting.example';
const ORIGIN = `https://${HOST}`;
const NAME = 'Grace Hopper Consulting';

function describeService(name: string, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    areaServed: ['US', 'CA'],
    provider: { '@type': 'Organization', name: NAME, url: ORIGIN },
  };
}

const HOME: SitePage = {
  path: '/',
  title: 'Grace Hopper Consulting | Compiler workshops and legacy modernization',
  description:
    'Hands-on compiler workshops for engineering teams and pragmatic modernization of COBOL and mainframe systems. Based in New York, working across North America.',
  heading: 'Make old systems new, and new engineers fluent',
  lead: 'We teach engineering teams how compilers work and help organizations move decades-old COBOL systems to modern platforms without stopping the business.',
  sections: [
    {
      heading: 'What we do',
      cards: [
        {
          title: 'Compiler workshops',
          text: 'Two- to five-day on-site or remote workshops: parsing, type checking, optimization and code generation, built around your codebase.',
          href: '/workshops',
        },
        {
          title: 'Legacy modernization',
          text: 'Assessment, documentation and step-by-step migration of COBOL and mainframe applications, with your team alongside ours.',
          href: '/legacy',
        },
      ],
    },
    {
      heading: 'Who we work with',
      paragraphs: [
        'Banks, insurers, public agencies and software companies in the United States and Canada, from ten-person platform teams to departments of several hundred engineers.',
      ],
    },
  ],
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: NAME,
      url: ORIGIN,
      email: 'hello@hopper-consulting.example',
      areaServed: ['US', 'CA'],
      address: { '@type': 'PostalAddress', addressLocality: 'New York', addressRegion: 'NY' },
    },
  ],
};

const WORKSHOPS: SitePage = {
  path: '/workshops',
  title: 'Compiler workshops for engineering teams | Grace Hopper Consulting',
  description:
    'On-site and remote compiler workshops for software teams: from parsing to code generation, in two to five days.',
  heading: 'Compiler workshops',
  lead: 'Engineers who understand their compiler write faster code, read error messages better and build better tools.',
  sections: [
    {
      heading: 'Formats and pricing',
      table: {
        head: ['Workshop', 'Length', 'Price'],
        rows: [
          [
            'Compilers in a week: parsing to code generation',
            '5 days',
            '$24,000 per team of up to 12',
          ],
          ['Writing a DSL for your domain', '3 days', '$15,000 per team of up to 12'],
          ['Reading optimizer output', '2 days', '$9,500 per team of up to 12'],
        ],
      },
      paragraphs: [
        'All workshops run on site anywhere in the US and Canada, or remotely, and include a follow-up session a month later.',
      ],
      callToAction: { text: 'Ask about dates', href: '/about#contact' },
    },
  ],
  jsonLd: [
    describeService(
      'Compiler workshops',
      'Hands-on compiler engineering workshops for software teams, on site or remote.',
    ),
  ],
};

const LEGACY: SitePage = {
  path: '/legacy',
  title: 'COBOL and mainframe modernization | Grace Hopper Consulting',
  description:
    'Modernize COBOL and mainframe applications step by step: assessment, documentation, testing and migration with no big-bang cut-over.',
  heading: 'Legacy modernization',
  lead: 'Your COBOL still runs the business. We help you understand it, test it and move it, one piece at a time.',
  sections: [
    {
      heading: 'How an engagement runs',
      list: [
        'Assessment (4–6 weeks): an inventory of programs, copybooks, jobs and data, and a migration plan with costs.',
        'Safety net: characterization tests around the behavior that matters before anything changes.',
        'Migration: module by module to Java, C# or cloud services, with the old and new systems running side by side.',
      ],
    },
  ],
  jsonLd: [
    describeService(
      'Legacy system modernization',
      'Assessment and incremental migration of COBOL and mainframe applications to modern platforms.',
    ),
  ],
};

const ABOUT: SitePage = {
  path: '/about',
  title: 'About | Grace Hopper Consulting',
  description: 'A small team of compiler engineers and mainframe veterans in New York.',
  heading: 'About us',
  sections: [
    {
      paragraphs: [
        'We are eleven engineers who have built compilers, maintained mainframes and taught both. We believe the best modernization projects start with people who respect the old code.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        'Write to hello@hopper-consulting.example and we will reply within one business day.',
      ],
    },
  ],
};

export const HOPPER_CONSULTING_SITE: SandboxSite = {
  host: HOST,
  aliasHosts: ['www.hopper-consulting.example'],
  name: NAME,
  language: 'en-US',
  accentColor: '#1f3a93',
  nav: [
    { text: 'Workshops', href: '/workshops' },
    { text: 'Legacy modernization', href: '/legacy' },
    { text: 'About', href: '/about' },
  ],
  headerLinks: [{ text: 'Contact us', href: '/about#contact' }],
  cookieBanner:
    'We use only the cookies this site needs to work, plus anonymous analytics if you allow them.',
  footer: {
    columns: [
      {
        heading: 'Company',
        links: [
          { text: 'About', href: '/about' },
          { text: 'Privacy', href: '/privacy' },
          { text: 'LinkedIn', href: 'https://www.linkedin.com/company/hopper-consulting-example' },
        ],
      },
    ],
    legal: ['© 2026 Grace Hopper Consulting LLC. New York, NY.'],
  },
  robotsDisallow: ['/clients/'],
  pages: [
    HOME,
    WORKSHOPS,
    LEGACY,
    ABOUT,
    buildPrivacyPage({
      company: 'Grace Hopper Consulting LLC',
      address: 'New York, NY, USA',
      contactEmail: 'hello@hopper-consulting.example',
      supervisoryAuthority: 'the New York State Attorney General',
    }),
  ],
};
