import type { SitePage } from './site-model.js';

// Every site's footer and cookie banner link to a privacy and cookie notice, as real sites' do. The
// text is the same boilerplate everywhere (which is the point: the reader must not mistake it for
// what the business does), so it is written once with the company's details filled in.

export interface PrivacyDetails {
  /** The legal entity, e.g. `Hearthly Insurance Services DAC`. */
  company: string;
  address: string;
  contactEmail: string;
  /** The authority a visitor may complain to. */
  supervisoryAuthority: string;
}

export function buildPrivacyPage(details: PrivacyDetails): SitePage {
  return {
    path: '/privacy',
    title: `Privacy and cookie notice | ${details.company}`,
    description: `How ${details.company} collects, uses and protects your personal data, and how we use cookies.`,
    heading: 'Privacy and cookie notice',
    lead: `${details.company}, ${details.address}, is the controller of the personal data described in this notice.`,
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'We collect the details you give us in forms (such as your name, email address and the information needed to answer your request), the details of your orders or requests, and technical data about how you use this website.',
        ],
      },
      {
        heading: 'Why we use it',
        list: [
          'To provide the products and services you ask for (contract).',
          'To meet our legal and regulatory obligations (legal obligation).',
          'To improve our website and measure our advertising (legitimate interests, or your consent where the law requires it).',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'Strictly necessary cookies keep the site working and cannot be switched off. Analytics and advertising cookies are set only if you accept them in the cookie banner, and you can change your choice at any time under Cookie settings.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You can ask for a copy of your data, its correction or deletion, or object to its use by writing to ${details.contactEmail}. You also have the right to complain to ${details.supervisoryAuthority}.`,
        ],
      },
    ],
  };
}
