import { buildPrivacyPage } from '../privacy-page.js';
import type { SandboxSite, SitePage } from '../site-model.js';

// Hearthly: home-insurance comparison for the Republic of Ireland (Google customer 4120000001).
// The cover pages sit on the paths the seeded ads land on.

const HOST = 'www.hearthly.example';
const ORIGIN = `https://${HOST}`;

interface Cover {
  path: string;
  name: string;
  title: string;
  description: string;
  heading: string;
  lead: string;
  whoFor: string;
  covered: string[];
  note: string;
  quoteHref: string;
}

const COVERS: Cover[] = [
  {
    path: '/home-insurance',
    name: 'Buildings and contents insurance',
    title: 'Compare home insurance in Ireland | Buildings & contents | Hearthly',
    description:
      'Compare buildings and contents home insurance quotes from 14 Irish insurers in one form. Free to use, buy online or by phone.',
    heading: 'Home insurance: buildings and contents cover',
    lead: 'One form, quotes from 14 Irish insurers, and the cover laid out side by side so you can see what you are paying for.',
    whoFor:
      'For homeowners anywhere in the Republic of Ireland who want to insure the structure of their home, its contents, or both.',
    covered: [
      'Buildings cover for the rebuild cost of your home, outbuildings and permanent fixtures',
      'Contents cover for furniture, electronics, clothes and valuables inside the home',
      'Optional accidental damage and all-risks cover for items you take out of the house',
      'Alternative accommodation if your home cannot be lived in after an insured event',
    ],
    note: 'Flood and subsidence cover vary between insurers and by Eircode: the comparison shows which quotes include them.',
    quoteHref: '/quote?cover=bc',
  },
  {
    path: '/renters',
    name: 'Contents insurance for renters',
    title: 'Renters contents insurance | Compare quotes | Hearthly',
    description:
      'Contents-only insurance for tenants, students and flat sharers in Ireland. Compare quotes and add all-risks cover for items away from home.',
    heading: 'Contents insurance for renters',
    lead: 'Your landlord insures the building, not your things. Contents-only cover protects what you own in a rented home.',
    whoFor: 'For tenants, students and people sharing a flat or house anywhere in Ireland.',
    covered: [
      'Your belongings against fire, theft, water damage and storm',
      'All-risks cover for phones, laptops, bikes and jewellery outside the home',
      'Accidental damage to the landlord’s fixtures and fittings you are responsible for',
    ],
    note: 'Sharing? Most insurers cover only your own belongings, so each flatmate takes out a policy.',
    quoteHref: '/quote?type=contents',
  },
  {
    path: '/landlord',
    name: 'Landlord insurance',
    title: 'Landlord insurance Ireland | Compare quotes | Hearthly',
    description:
      'Compare landlord insurance for rented-out homes in Ireland: buildings, contents and loss of rent cover from leading Irish insurers.',
    heading: 'Landlord insurance for rented-out homes',
    lead: 'Buildings, contents and loss-of-rent cover for a property you let, compared across insurers in minutes.',
    whoFor:
      'For landlords letting one home or a small portfolio of houses and apartments in the Republic of Ireland.',
    covered: [
      'Buildings cover, including damage caused by tenants on most policies',
      'Contents cover for the furniture and appliances you provide',
      'Loss of rent while the property cannot be let after an insured event',
      'Property owner’s liability',
    ],
    note: 'Tell us whether the property is let to students, on a long lease or through a housing scheme: it changes which insurers quote.',
    quoteHref: '/quote?type=landlord',
  },
  {
    path: '/holiday-home',
    name: 'Holiday home insurance',
    title: 'Holiday home insurance Ireland | Second homes | Hearthly',
    description:
      'Insurance for holiday homes and second homes in Ireland, including the months they stand empty. Compare quotes from Irish insurers.',
    heading: 'Holiday home insurance',
    lead: 'A second home stands empty for much of the year. We find insurers who cover it properly when it does.',
    whoFor:
      'For owners of holiday homes and second homes in Ireland, used by the family or let for short breaks.',
    covered: [
      'Buildings and contents cover for the second home',
      'Cover during unoccupied periods, with the inspection conditions set out clearly',
      'Optional cover for short-term holiday lets',
    ],
    note: 'Many standard home policies restrict cover after 30 or 60 days unoccupied; holiday home policies are written for it.',
    quoteHref: '/quote?type=hh',
  },
];

function buildCoverPage(cover: Cover): SitePage {
  return {
    path: cover.path,
    title: cover.title,
    description: cover.description,
    heading: cover.heading,
    lead: cover.lead,
    sections: [
      { heading: 'Who it is for', paragraphs: [cover.whoFor] },
      {
        heading: 'What the policies we compare cover',
        list: cover.covered,
        paragraphs: [cover.note],
      },
      {
        heading: 'Compare in one go',
        paragraphs: [
          'Answer the questions once and we show you quotes from 14 Irish insurers. Buy online, or call our Dublin team if you would rather talk it through.',
        ],
        callToAction: { text: 'Get my quotes', href: cover.quoteHref },
      },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: cover.name,
        serviceType: 'Home insurance comparison',
        description: cover.description,
        areaServed: { '@type': 'Country', name: 'Ireland' },
        provider: { '@type': 'Organization', name: 'Hearthly', url: ORIGIN },
      },
    ],
  };
}

const HOME: SitePage = {
  path: '/',
  title: 'Hearthly | Compare home insurance quotes in Ireland',
  description:
    'Compare home insurance quotes from 14 Irish insurers in one form: buildings and contents, renters, landlord and holiday home cover. Free to use.',
  heading: 'Compare home insurance from 14 Irish insurers',
  lead: 'Hearthly is a home insurance comparison website for the Republic of Ireland. Fill in one form, compare quotes side by side and buy online or by phone.',
  sections: [
    {
      heading: 'What you can compare',
      cards: COVERS.map((cover) => ({ title: cover.name, text: cover.lead, href: cover.path })),
    },
    {
      heading: 'How Hearthly works',
      list: [
        'Tell us about your home once: Eircode, type of property, year built and the cover you want.',
        'See quotes from 14 Irish insurers with the excess, limits and extras set out the same way.',
        'Buy online in minutes, or call our Dublin-based team and we will arrange the policy for you.',
      ],
      callToAction: { text: 'Start my quote', href: '/quote' },
    },
    {
      heading: 'Free for you',
      paragraphs: [
        'Comparing on Hearthly costs you nothing. When you buy a policy, the insurer pays us a commission, and the price you pay is the same as going to that insurer directly.',
      ],
    },
    {
      heading: 'Understand your cover',
      paragraphs: [
        'Our guides explain the parts of a home policy people ask about most: flood cover and what it takes to get it, subsidence, accidental damage, all-risks cover for belongings away from home, and how the excess works when you claim.',
      ],
    },
  ],
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Hearthly',
      legalName: 'Hearthly Insurance Services DAC',
      url: ORIGIN,
      logo: `${ORIGIN}/logo.svg`,
      description:
        'Home insurance comparison website for the Republic of Ireland: buildings and contents, renters, landlord and holiday home cover from 14 Irish insurers.',
      areaServed: 'IE',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '14 Fitzwilliam Quay',
        addressLocality: 'Dublin 4',
        addressCountry: 'IE',
      },
      sameAs: ['https://www.linkedin.com/company/hearthly-example'],
    },
  ],
};

const QUOTE: SitePage = {
  path: '/quote',
  title: 'Get home insurance quotes | Hearthly',
  description:
    'Start your home insurance comparison: a few questions about your home and the cover you need.',
  heading: 'Get your home insurance quotes',
  lead: 'It takes about four minutes. We do not share your details with insurers until you choose a quote.',
  sections: [
    {
      form: {
        action: '/quote/results',
        method: 'get',
        submit: 'Compare quotes',
        fields: [
          {
            label: 'Cover',
            name: 'cover',
            type: 'select',
            options: [
              'Buildings and contents',
              'Contents only (renters)',
              'Landlord',
              'Holiday home',
            ],
          },
          { label: 'Eircode', name: 'eircode', type: 'text' },
          { label: 'Year the home was built', name: 'year-built', type: 'number' },
          { label: 'Email address', name: 'email', type: 'email' },
        ],
      },
    },
  ],
};

const ABOUT: SitePage = {
  path: '/about',
  title: 'About Hearthly | Irish home insurance comparison',
  description:
    'Hearthly is an Irish-owned home insurance comparison service with a customer team in Dublin.',
  heading: 'About Hearthly',
  lead: 'We started Hearthly because insuring a home in Ireland meant ringing around, and every quote described its cover differently.',
  sections: [
    {
      paragraphs: [
        'Today homeowners, renters and landlords in all 26 counties use Hearthly to compare buildings and contents, contents-only, landlord and holiday home insurance from 14 Irish insurers.',
        'Our customer team works from our office on Fitzwilliam Quay in Dublin. If you would rather buy over the phone, they will go through the quotes with you and arrange the policy.',
      ],
    },
    {
      heading: 'How we are paid',
      paragraphs: [
        'Hearthly is free to use. Insurers pay us a commission on the policies sold through us; it never changes the order in which we show quotes.',
      ],
    },
  ],
};

const CAREERS: SitePage = {
  path: '/careers',
  title: 'Careers at Hearthly | Jobs in Dublin',
  description:
    'Join the Hearthly team in Dublin: open roles in customer service, engineering and partnerships.',
  heading: 'Work with us',
  lead: 'We are a team of 40 in Dublin, with hybrid working and a day a month for learning.',
  sections: [
    {
      heading: 'Open roles',
      cards: [
        {
          title: 'Customer insurance advisor',
          text: 'Help customers choose cover by phone and chat. QFA or APA qualification, or the willingness to study for it with our support. Dublin 4, hybrid.',
        },
        {
          title: 'Senior TypeScript engineer',
          text: 'Build the comparison journey and our integrations with insurers. Dublin or remote within Ireland.',
        },
        {
          title: 'Insurer partnerships manager',
          text: 'Look after our relationships with Irish insurers and bring new panels on board. Dublin 4.',
        },
      ],
    },
  ],
};

interface County {
  slug: string;
  name: string;
  note: string;
}

const COUNTIES: County[] = [
  {
    slug: 'dublin',
    name: 'Dublin',
    note: 'Rebuild costs in Dublin are among the highest in the country, so check the sum insured on an apartment or terraced house before you compare.',
  },
  {
    slug: 'cork',
    name: 'Cork',
    note: 'Parts of Cork city and some river towns have a history of flooding; we show which insurers offer flood cover at your Eircode.',
  },
  {
    slug: 'galway',
    name: 'Galway',
    note: 'Coastal and rural homes in Galway can need storm cover and a clear answer on septic tanks and outbuildings.',
  },
  {
    slug: 'limerick',
    name: 'Limerick',
    note: 'Limerick homeowners and landlords letting to students at the university compare both home and landlord cover with us.',
  },
];

function buildCountyPage(county: County): SitePage {
  return {
    path: `/counties/${county.slug}`,
    title: `Home insurance in ${county.name} | Compare quotes | Hearthly`,
    description: `Compare home insurance quotes for homes in County ${county.name} from 14 Irish insurers.`,
    heading: `Home insurance in County ${county.name}`,
    sections: [
      {
        paragraphs: [
          county.note,
          'Prices depend on where your home is, what it would cost to rebuild and the cover you choose, so the quickest way to know is to compare.',
        ],
        callToAction: { text: 'Compare quotes for my home', href: '/quote' },
      },
    ],
  };
}

const COUNTIES_PAGE: SitePage = {
  path: '/counties',
  title: 'Home insurance by county | Hearthly',
  description:
    'Home insurance in every county of the Republic of Ireland: what changes where you live.',
  heading: 'Home insurance in your county',
  lead: 'We compare cover for homes in all 26 counties. Where you live changes the price and sometimes the cover on offer.',
  sections: [
    {
      cards: COUNTIES.map((county) => ({
        title: county.name,
        text: county.note,
        href: `/counties/${county.slug}`,
      })),
    },
  ],
};

// The Irish-language pages the "Gaeilge" ad group lands on.
const IRISH_HOME: SitePage = {
  path: '/ga',
  language: 'ga',
  title: 'Hearthly | Cuir árachas tí i gcomparáid in Éirinn',
  description:
    'Cuir luachanna árachais tí ó 14 árachóir Éireannach i gcomparáid le foirm amháin. Saor in aisce.',
  heading: 'Cuir árachas tí ó 14 árachóir Éireannach i gcomparáid',
  lead: 'Is suíomh comparáide árachais tí é Hearthly do Phoblacht na hÉireann. Líon isteach foirm amháin agus feicfidh tú luachanna taobh le taobh.',
  sections: [
    {
      list: [
        'Árachas foirgnimh agus ábhair',
        'Árachas ábhair do thionóntaí',
        'Árachas do thiarnaí talún',
        'Árachas tí saoire',
      ],
      paragraphs: ['Tá Hearthly saor in aisce le húsáid. Íocann na hárachóirí coimisiún linn.'],
      callToAction: { text: 'Faigh luachan', href: '/ga/luachan' },
    },
  ],
};

const IRISH_QUOTE: SitePage = {
  path: '/ga/luachan',
  language: 'ga',
  title: 'Luachan árachais tí | Hearthly',
  description:
    'Tosaigh do chomparáid árachais tí: cúpla ceist faoi do theach agus an clúdach atá uait.',
  heading: 'Faigh do luachanna árachais tí',
  sections: [
    {
      form: {
        action: '/quote/results',
        method: 'get',
        submit: 'Cuir luachanna i gcomparáid',
        fields: [
          { label: 'Éirchód', name: 'eircode', type: 'text' },
          { label: 'Seoladh ríomhphoist', name: 'email', type: 'email' },
        ],
      },
    },
  ],
};

export const HEARTHLY_SITE: SandboxSite = {
  host: HOST,
  aliasHosts: ['hearthly.example'],
  name: 'Hearthly',
  language: 'en-IE',
  accentColor: '#0b6e4f',
  nav: [
    { text: 'Home insurance', href: '/home-insurance' },
    { text: 'Renters', href: '/renters' },
    { text: 'Landlords', href: '/landlord' },
    { text: 'Holiday homes', href: '/holiday-home' },
    { text: 'About us', href: '/about' },
  ],
  headerLinks: [{ text: 'Get a quote', href: '/quote' }],
  cookieBanner:
    'We use cookies to make our site work, to understand how it is used and to show you relevant ads. Choose "Accept all cookies" or manage your preferences.',
  footer: {
    columns: [
      { heading: 'Cover', links: COVERS.map((cover) => ({ text: cover.name, href: cover.path })) },
      {
        heading: 'Hearthly',
        links: [
          { text: 'About us', href: '/about' },
          { text: 'Careers', href: '/careers' },
          { text: 'Home insurance by county', href: '/counties' },
          { text: 'As Gaeilge', href: '/ga' },
          { text: 'Privacy and cookies', href: '/privacy' },
        ],
      },
      {
        heading: 'Follow us',
        links: [{ text: 'LinkedIn', href: 'https://www.linkedin.com/company/hearthly-example' }],
      },
    ],
    legal: [
      'Hearthly Insurance Services DAC trading as Hearthly is regulated by the Central Bank of Ireland. Registered in Ireland, company number 712345. Registered office: 14 Fitzwilliam Quay, Dublin 4.',
      '© 2026 Hearthly. All rights reserved.',
    ],
  },
  robotsDisallow: ['/account/', '/quote/results'],
  redirects: { '/buildings-and-contents': '/home-insurance' },
  pages: [
    HOME,
    ...COVERS.map(buildCoverPage),
    COUNTIES_PAGE,
    ...COUNTIES.map(buildCountyPage),
    QUOTE,
    IRISH_HOME,
    IRISH_QUOTE,
    ABOUT,
    CAREERS,
    buildPrivacyPage({
      company: 'Hearthly Insurance Services DAC',
      address: '14 Fitzwilliam Quay, Dublin 4, Ireland',
      contactEmail: 'privacy@hearthly.example',
      supervisoryAuthority: 'the Data Protection Commission',
    }),
  ],
};
