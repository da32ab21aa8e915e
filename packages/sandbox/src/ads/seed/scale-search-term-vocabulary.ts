import type { SearchTermMatchType } from './google-types.js';

// The words the "Scale search terms" account composes its search terms from: Pedalwise, an
// invented UK e-bike shop and workshop. A term is [lead] product [place] [tail]; most pieces are
// what its shoppers type, and a steady share is waste the classifier should catch: places outside
// the UK, competitors, things Pedalwise does not sell, job seekers, free, used, DIY.

/** A product phrase, the ad group it serves in and the keyword that matches it there. */
export interface ScaleProduct {
  text: string;
  campaign: string;
  adGroup: string;
  keyword: string;
  /** Usual match type of the keyword; some terms come through the other types. */
  matchType: SearchTermMatchType;
}

const product = (
  text: string,
  campaign: string,
  adGroup: string,
  keyword: string,
  matchType: SearchTermMatchType = 'BROAD',
): ScaleProduct => ({ text, campaign, adGroup, keyword, matchType });

export const SCALE_PRODUCTS: readonly ScaleProduct[] = [
  product('pedalwise', 'Brand', 'Pedalwise', 'pedalwise', 'PHRASE'),
  product('pedalwise e-bikes', 'Brand', 'Pedalwise', 'pedalwise e-bikes', 'PHRASE'),
  product('e-bike', 'E-bikes - Generic', 'E-bikes', 'e-bike'),
  product('electric bike', 'E-bikes - Generic', 'Electric bikes', 'electric bike'),
  product('electric bicycle', 'E-bikes - Generic', 'Electric bikes', 'electric bike'),
  product('commuter e-bike', 'E-bikes - Generic', 'Commuter', 'commuter e-bike', 'PHRASE'),
  product('electric road bike', 'E-bikes - Generic', 'Road', 'electric road bike'),
  product('electric trike', 'E-bikes - Generic', 'Electric bikes', 'electric bike'),
  product('electric scooter', 'E-bikes - Generic', 'Electric bikes', 'electric bike'),
  product('electric motorbike', 'E-bikes - Generic', 'E-bikes', 'e-bike'),
  product('cargo e-bike', 'E-bikes - Cargo & Folding', 'Cargo', 'cargo e-bike', 'PHRASE'),
  product('cargo bike', 'E-bikes - Cargo & Folding', 'Cargo', 'cargo e-bike'),
  product('folding e-bike', 'E-bikes - Cargo & Folding', 'Folding', 'folding e-bike', 'PHRASE'),
  product('electric mountain bike', 'E-bikes - Mountain', 'eMTB', 'electric mountain bike'),
  product('emtb', 'E-bikes - Mountain', 'eMTB', 'emtb', 'EXACT'),
  product('e-bike battery', 'Parts & Service', 'Batteries', 'e-bike battery', 'PHRASE'),
  product('e-bike charger', 'Parts & Service', 'Batteries', 'e-bike battery'),
  product('e-bike conversion kit', 'Parts & Service', 'Conversion kits', 'e-bike conversion kit'),
  product('e-bike service', 'Parts & Service', 'Servicing', 'e-bike service', 'PHRASE'),
  product('e-bike repair', 'Parts & Service', 'Servicing', 'e-bike service'),
  product('bike helmet', 'Parts & Service', 'Accessories', 'e-bike helmet'),
  product('voltcycle e-bike', 'Competitors', 'Competitors', 'voltcycle'),
  product('ridewell cargo bike', 'Competitors', 'Competitors', 'ridewell'),
  product('gearhaus ebike', 'Competitors', 'Competitors', 'gearhaus'),
];

/** Words before the product; '' is none. No word here appears in a product, place or tail. */
export const SCALE_LEADS: readonly string[] = [
  '',
  'cheap',
  'best',
  'buy',
  'affordable',
  'lightweight',
  'womens',
  'mens',
  'premium',
  'budget',
  'top rated',
  'new',
  'fast',
  'long range',
  'step through',
  'hybrid',
  'compact',
  'quality',
  'discount',
  'reliable',
  'stylish',
  'powerful',
  'quiet',
  'comfortable',
  'family',
  'city',
  'touring',
  'hill climbing',
  'low step',
  'smart',
];

/** Where: UK towns and 'near me' are the market, the rest is abroad; '' is none. */
export const SCALE_PLACES: readonly string[] = [
  '',
  'near me',
  'uk',
  'online',
  'london',
  'manchester',
  'birmingham',
  'leeds',
  'bristol',
  'glasgow',
  'edinburgh',
  'cardiff',
  'liverpool',
  'sheffield',
  'nottingham',
  'leicester',
  'brighton',
  'oxford',
  'cambridge',
  'york',
  'newcastle',
  'southampton',
  'norwich',
  'exeter',
  'bath',
  'reading',
  'aberdeen',
  'swansea',
  'plymouth',
  'coventry',
  'milton keynes',
  'belfast',
  'dundee',
  'portsmouth',
  'dublin',
  'cork',
  'paris',
  'amsterdam',
  'berlin',
  'munich',
  'new york',
  'chicago',
  'los angeles',
  'toronto',
  'sydney',
  'melbourne',
  'auckland',
  'cape town',
  'madrid',
  'copenhagen',
];

/** Words after the place: buying intent mostly, waste intents a steady third; '' is none. */
export const SCALE_TAILS: readonly string[] = [
  '',
  'price',
  'for sale',
  'sale',
  'deals',
  'reviews',
  'finance',
  'delivery',
  'in stock',
  'for commuting',
  'for hills',
  'with throttle',
  'shop',
  'cycle to work scheme',
  'test ride',
  'offers',
  'black friday',
  'comparison',
  'jobs',
  'free',
  'second hand',
  'used',
  'how to fix',
  'diy',
  'wholesale',
  'manual pdf',
  'mechanic salary',
  'ebay',
];
