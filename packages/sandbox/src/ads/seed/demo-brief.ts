// The AI brief the demo organization starts with (embedded mode): Hearthly, the sandbox's
// search-term advertiser, as its marketing team would describe it. Seeded through the API's own
// brief services, so a newcomer opens a filled brief and its AI rules on first start.

export interface SandboxDemoBrief {
  briefName: string;
  name: string;
  website: string;
  shortDescription: string;
  competitorsList: string[];
  products: { name: string; description: string }[];
  rules: { description: string }[];
  searchTermsExcludeExamples: {
    searchTerm: string;
    isExclude: boolean;
    category: 'product' | 'brand';
  }[];
}

export const SANDBOX_DEMO_BRIEF: SandboxDemoBrief = {
  briefName: 'Hearthly – Home Insurance IE',
  name: 'Hearthly',
  website: 'https://www.hearthly.example',
  shortDescription:
    'Hearthly is a home insurance comparison website for the Republic of Ireland. Homeowners, renters and landlords fill in one form and compare quotes from 14 Irish insurers for buildings and contents cover, contents-only (renters) cover, landlord insurance and holiday home insurance, then buy online or by phone with our Dublin-based team. We are free to use for consumers, earn commission from insurers, and also publish guides on cover options such as flood, subsidence, accidental damage and all-risks cover.',
  competitorsList: [
    'QuoteWise',
    'InsureSaver',
    'PriceLeap',
    'CoverCheck',
    'Emerald Mutual',
    'Liffey Insurance',
    'Harbourline Direct',
    'Atlantic Home Assurance',
  ],
  products: [
    {
      name: 'Home insurance comparison',
      description: 'Compare buildings and contents quotes from 14 Irish insurers in one form.',
    },
    {
      name: 'Contents insurance for renters',
      description:
        'Contents-only cover for tenants, students and flat sharers, incl. all-risks cover for items away from home.',
    },
    {
      name: 'Landlord insurance',
      description: 'Buildings, contents and rent-loss cover for rented-out properties in Ireland.',
    },
    {
      name: 'Holiday home insurance',
      description:
        'Cover for second homes and holiday homes in Ireland, including unoccupied periods.',
    },
    {
      name: 'Cover guides',
      description:
        'Guides on flood, subsidence, accidental damage, excess, and what home insurance covers.',
    },
  ],
  rules: [
    {
      description:
        'Republic of Ireland only. Irish counties and towns are fine; exclude the UK, including Northern Ireland (e.g. Belfast, Derry, Newry), and any other country.',
    },
    {
      description:
        'Home insurance only (buildings, contents, renters, landlord, holiday home). Exclude car, van, motor, health, life, mortgage protection, travel, pet, business/commercial insurance, mobile homes and static caravans.',
    },
    {
      description:
        "Keep quotes, prices, 'cheap/cheapest', 'best', 'compare' and coverage questions ('does home insurance cover flooding'). Exclude claims on an existing policy, insurer logins, phone numbers and policy documents, and insurer or comparison-site navigation. Keep comparisons between insurers or sites ('X vs Y', 'alternative to X').",
    },
    {
      description:
        'Exclude jobs, insurance exams/courses, mortgages and house prices, home security products, and DIY/home-repair queries.',
    },
  ],
  searchTermsExcludeExamples: [
    {
      searchTerm: 'hearthly home insurance',
      isExclude: false,
      category: 'brand',
    },
    {
      searchTerm: 'compare home insurance ireland',
      isExclude: false,
      category: 'product',
    },
    {
      searchTerm: 'car insurance quote',
      isExclude: true,
      category: 'product',
    },
    {
      searchTerm: 'home insurance belfast',
      isExclude: true,
      category: 'product',
    },
    {
      searchTerm: 'emerald mutual login',
      isExclude: true,
      category: 'brand',
    },
    {
      searchTerm: 'quotewise home insurance',
      isExclude: true,
      category: 'brand',
    },
    {
      searchTerm: 'insurance jobs dublin',
      isExclude: true,
      category: 'product',
    },
  ],
};
