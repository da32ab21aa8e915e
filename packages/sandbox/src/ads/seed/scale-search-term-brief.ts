import type { SandboxDemoBrief } from './demo-brief.js';

// The AI brief of Pedalwise, the advertiser of the "Scale search terms" account, as its marketing
// team would write it: what a benchmark assigns to the account before it validates its terms.

export const SANDBOX_SCALE_SEARCH_TERMS_BRIEF: SandboxDemoBrief = {
  briefName: 'Pedalwise – E-bikes UK',
  name: 'Pedalwise',
  website: 'https://www.pedalwise.example',
  shortDescription:
    'Pedalwise is a UK e-bike shop and workshop. We sell new electric bikes (commuter, road, mountain, cargo and folding e-bikes and electric trikes) online with delivery across the UK and in our showrooms, with finance, the cycle to work scheme and free test rides. Our workshops service and repair e-bikes of any brand, and we sell batteries, chargers, conversion kits, helmets and accessories.',
  competitorsList: ['Voltcycle', 'Ridewell', 'Gearhaus', 'Spokely', 'Wattway'],
  products: [
    {
      name: 'Electric bikes',
      description: 'New commuter, road, hybrid and city e-bikes, electric trikes, for all ages.',
    },
    {
      name: 'Cargo and folding e-bikes',
      description: 'Family cargo bikes and compact folding e-bikes for trains and flats.',
    },
    {
      name: 'Electric mountain bikes',
      description: 'Hardtail and full-suspension eMTBs for trails and hills.',
    },
    {
      name: 'E-bike servicing and repair',
      description: 'Servicing, diagnostics and repairs for any e-bike in our UK workshops.',
    },
    {
      name: 'Batteries, chargers and parts',
      description: 'Replacement batteries and chargers, conversion kits, helmets and accessories.',
    },
  ],
  rules: [
    {
      description:
        'United Kingdom only: England, Scotland, Wales and Northern Ireland. Exclude the Republic of Ireland and every other country.',
    },
    {
      description:
        'We do not sell electric scooters, electric motorbikes or mopeds, used or second-hand bikes, or to trade buyers (wholesale). Exclude them.',
    },
    {
      description:
        'Exclude job seekers, free stuff, DIY repair guides and manuals, and marketplaces such as eBay. Keep prices, deals, reviews, finance and comparisons.',
    },
  ],
  searchTermsExcludeExamples: [
    { searchTerm: 'pedalwise e-bikes', isExclude: false, category: 'brand' },
    { searchTerm: 'cargo e-bike london', isExclude: false, category: 'product' },
    { searchTerm: 'electric scooter', isExclude: true, category: 'product' },
    { searchTerm: 'voltcycle e-bike', isExclude: true, category: 'brand' },
    { searchTerm: 'e-bike dublin', isExclude: true, category: 'product' },
  ],
};
