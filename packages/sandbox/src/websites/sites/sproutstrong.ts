import { buildPrivacyPage } from '../privacy-page.js';
import type { SandboxSite, SitePage } from '../site-model.js';

// Sproutstrong: vegan protein powder sold direct to consumers in the US (Google customer
// 4120000002). Product pages sit on the paths the seeded ads land on.

const HOST = 'www.sproutstrong.example';
const ORIGIN = `https://${HOST}`;

interface Product {
  slug: string;
  name: string;
  summary: string;
  details: string;
  facts: string[];
  /** USD, as the cheapest size sells. */
  price: number;
  size: string;
}

const VEGAN_PROTEIN_BLEND: Product = {
  slug: 'vegan-protein-blend',
  name: 'Vegan Protein Blend',
  summary:
    'Pea and brown-rice protein, 24 g per scoop, in chocolate, vanilla, salted caramel and mocha.',
  details:
    'Our everyday plant protein. Pea and brown-rice protein together give a complete amino acid profile and a smooth shake that mixes with water, oat milk or a smoothie.',
  facts: ['24 g protein per scoop', '1 lb and 2 lb tubs', 'Dairy-free, gluten-free, soy-free'],
  price: 34.99,
  size: '1 lb tub',
};

const PRODUCTS: Product[] = [
  VEGAN_PROTEIN_BLEND,
  {
    slug: 'pea-protein',
    name: 'Unflavored Pea Protein',
    summary: 'One ingredient: pea protein isolate, for smoothies, oats and baking.',
    details:
      'Nothing added, nothing to taste. Stir it into oatmeal, blend it into smoothies or swap it for part of the flour in pancakes and muffins.',
    facts: ['22 g protein per scoop', 'Single ingredient', 'Third-party tested'],
    price: 29.99,
    size: '1 lb tub',
  },
  {
    slug: 'sugar-free',
    name: 'Sugar-Free Vegan Protein',
    summary: 'Sweetened with stevia, zero added sugar and keto-friendly.',
    details:
      'The Classic blend without added sugar, sweetened with stevia leaf extract. Chocolate and vanilla.',
    facts: ['0 g added sugar', '24 g protein per scoop', 'Keto-friendly'],
    price: 36.99,
    size: '1 lb tub',
  },
  {
    slug: 'organic',
    name: 'Organic Vegan Protein',
    summary: 'USDA Organic pea and rice protein powder.',
    details:
      'Certified USDA Organic pea and brown-rice protein, lightly sweetened with organic coconut sugar. Chocolate, vanilla and unflavored.',
    facts: ['USDA Organic', '23 g protein per scoop', 'Dairy-free, gluten-free, soy-free'],
    price: 42.99,
    size: '1 lb tub',
  },
  {
    slug: 'bars',
    name: 'Vegan Protein Bars',
    summary: '15 g plant protein bars in peanut butter and chocolate chip.',
    details:
      'A chewy bar with 15 g of pea protein for the bag, the desk drawer or the trail. Boxes of 12.',
    facts: ['15 g protein per bar', 'Peanut butter, chocolate chip', 'Box of 12'],
    price: 29.99,
    size: 'box of 12',
  },
  {
    slug: 'creatine',
    name: 'Vegan Creatine',
    summary: 'Creatine monohydrate, vegan-certified and unflavored.',
    details:
      'Pure creatine monohydrate made by fermentation, with no animal-derived ingredients. 5 g per serving, 60 servings a tub.',
    facts: ['5 g per serving', '60 servings', 'Unflavored, mixes into any shake'],
    price: 27.99,
    size: '300 g tub',
  },
];

const FLAVORS = ['Chocolate', 'Vanilla', 'Salted caramel', 'Mocha', 'Unflavored'];

function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}

function buildProductPage(product: Product): SitePage {
  const description = `${product.summary} Free shipping on US orders over $50; subscribe and save 15%.`;
  return {
    path: `/products/${product.slug}`,
    title: `${product.name} | Sproutstrong`,
    description,
    heading: product.name,
    lead: product.summary,
    openGraphType: 'product',
    sections: [
      { paragraphs: [product.details], list: product.facts },
      {
        heading: 'Price',
        paragraphs: [
          `${formatPrice(product.price)} for a ${product.size}, or ${formatPrice(product.price * 0.85)} with Subscribe & Save.`,
        ],
        callToAction: { text: 'Subscribe & save 15%', href: '/subscribe' },
      },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: product.summary,
        brand: { '@type': 'Brand', name: 'Sproutstrong' },
        url: `${ORIGIN}/products/${product.slug}`,
        offers: {
          '@type': 'Offer',
          price: product.price.toFixed(2),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          areaServed: 'US',
        },
      },
    ],
  };
}

const HOME: SitePage = {
  path: '/',
  title: 'Sproutstrong | Vegan protein powder that tastes like a treat',
  description:
    'Plant protein powder from pea and brown rice, 24 g protein per scoop. Dairy-free, gluten-free, soy-free and third-party tested. Shipped across the US.',
  heading: 'Plant protein that works as hard as you do',
  lead: 'Sproutstrong makes vegan protein powder from a pea and brown-rice blend, with 24 g of protein a scoop, shipped straight to your door anywhere in the US.',
  sections: [
    {
      heading: 'Shop the range',
      cards: PRODUCTS.map((product) => ({
        title: product.name,
        text: product.summary,
        href: `/products/${product.slug}`,
        price: `from ${formatPrice(product.price)}`,
      })),
    },
    {
      heading: 'Why Sproutstrong',
      list: [
        'Three ranges: Classic, Sugar-Free (sweetened with stevia) and USDA Organic',
        'Dairy-free, gluten-free and soy-free, every batch third-party tested',
        'Five flavors, from chocolate to unflavored for baking',
      ],
    },
    {
      heading: 'Subscribe & Save',
      paragraphs: [
        'Subscribers save 15% on every order and get a free sample pack of all our flavors with their first delivery. Skip or cancel any time.',
      ],
      callToAction: { text: 'Start a subscription', href: '/subscribe' },
    },
    {
      paragraphs: ['Prefer Prime? You will find Sproutstrong on Amazon too.'],
    },
  ],
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Sproutstrong',
      url: ORIGIN,
      logo: `${ORIGIN}/logo.png`,
      areaServed: 'US',
      sameAs: ['https://www.instagram.com/sproutstrong.example'],
    },
  ],
};

const SHOP: SitePage = {
  path: '/products',
  title: 'Shop vegan protein powder, bars and creatine | Sproutstrong',
  description:
    'Shop every Sproutstrong product: vegan protein blend, pea protein, sugar-free and organic protein powder, protein bars and vegan creatine.',
  heading: 'Shop all',
  sections: [
    {
      cards: PRODUCTS.map((product) => ({
        title: product.name,
        text: product.summary,
        href: `/products/${product.slug}`,
        price: formatPrice(product.price),
      })),
    },
  ],
};

const FLAVORS_PAGE: SitePage = {
  path: '/flavors',
  title: 'Flavors | Sproutstrong vegan protein',
  description:
    'Chocolate, vanilla, salted caramel, mocha or unflavored: find your Sproutstrong flavor.',
  heading: 'Find your flavor',
  sections: [
    {
      id: 'chocolate',
      paragraphs: [
        'Our most popular flavor is chocolate, made with Dutch-process cocoa. Vanilla uses real Madagascar vanilla, salted caramel and mocha are for the sweet tooth, and unflavored goes anywhere.',
      ],
      table: {
        head: ['Flavor', 'Classic', 'Sugar-Free', 'Organic'],
        rows: FLAVORS.map((flavor) => [
          flavor,
          'Yes',
          flavor === 'Chocolate' || flavor === 'Vanilla' ? 'Yes' : 'No',
          flavor === 'Salted caramel' || flavor === 'Mocha' ? 'No' : 'Yes',
        ]),
      },
    },
  ],
};

const SUBSCRIBE: SitePage = {
  path: '/subscribe',
  title: 'Subscribe & Save 15% | Sproutstrong',
  description:
    'Subscribe to any Sproutstrong protein and save 15% on every order, with a free sample pack on your first delivery.',
  heading: 'Subscribe & Save',
  lead: 'Save 15% on every order, get a free sample pack with your first delivery, and change or cancel whenever you like.',
  sections: [
    {
      heading: 'Pricing',
      table: {
        head: ['Product', 'One-time', 'Subscription'],
        rows: PRODUCTS.map((product) => [
          `${product.name} (${product.size})`,
          formatPrice(product.price),
          formatPrice(product.price * 0.85),
        ]),
      },
      paragraphs: [
        'Deliveries every 2, 4 or 6 weeks. Free shipping on US orders over $50. We ship to all 50 states.',
      ],
    },
  ],
};

const ABOUT: SitePage = {
  path: '/about',
  title: 'Our story | Sproutstrong',
  description:
    'Sproutstrong was started in a North Carolina kitchen to make plant protein people enjoy.',
  heading: 'Our story',
  sections: [
    {
      paragraphs: [
        'Sproutstrong began in 2019 in Asheville, North Carolina, when two climbing partners got tired of chalky vegan shakes. A year of kitchen experiments later, the pea and brown-rice blend was born.',
        'Today we sell direct to customers across the US from our website and on Amazon, and every batch is tested by an independent lab for protein content and heavy metals before it ships.',
      ],
    },
  ],
};

const CAREERS: SitePage = {
  path: '/careers',
  title: 'Careers | Sproutstrong',
  description: 'Open positions at Sproutstrong in Asheville, NC and remote in the US.',
  heading: 'Grow with us',
  sections: [
    {
      heading: 'Open positions',
      cards: [
        {
          title: 'Lifecycle marketing manager',
          text: 'Own email and SMS for our subscribers. Remote, US.',
        },
        {
          title: 'Warehouse associate',
          text: 'Pick, pack and ship orders. Asheville, NC, full time.',
        },
      ],
    },
  ],
};

const ACCOUNT: SitePage = {
  path: '/account/login',
  title: 'Sign in | Sproutstrong',
  description: 'Sign in to manage your Sproutstrong subscription and orders.',
  heading: 'Sign in',
  sections: [
    {
      form: {
        action: '/account/login',
        method: 'post',
        submit: 'Sign in',
        fields: [
          { label: 'Email', name: 'email', type: 'email' },
          { label: 'Password', name: 'password', type: 'password' },
        ],
      },
    },
  ],
};

// The Spanish pages the "ES" ad group lands on, for Spanish-speaking shoppers in the US.
const SPANISH_HOME: SitePage = {
  path: '/es',
  language: 'es-US',
  title: 'Sproutstrong | Proteína vegana en polvo',
  description:
    'Proteína vegetal de guisante y arroz integral, 24 g de proteína por porción. Sin lácteos, sin gluten y sin soya. Envíos a todo Estados Unidos.',
  heading: 'Proteína vegetal que rinde tanto como tú',
  lead: 'Sproutstrong elabora proteína vegana en polvo a base de guisante y arroz integral, con 24 g de proteína por porción, y la envía a todo Estados Unidos.',
  sections: [
    {
      list: [
        'Sabores: chocolate, vainilla, caramelo salado, moca y sin sabor',
        'Sin lácteos, sin gluten y sin soya, analizada por laboratorios independientes',
        'Suscríbete y ahorra un 15 % en cada pedido',
      ],
      callToAction: { text: 'Ver la proteína', href: '/es/proteina' },
    },
  ],
};

const SPANISH_PROTEIN: SitePage = {
  path: '/es/proteina',
  language: 'es-US',
  title: 'Mezcla de proteína vegana | Sproutstrong',
  description:
    'Proteína de guisante y arroz integral, 24 g por porción, en envases de 1 y 2 libras.',
  heading: 'Mezcla de proteína vegana',
  sections: [
    {
      paragraphs: [
        `Nuestra proteína de todos los días: guisante y arroz integral para un perfil completo de aminoácidos. ${formatPrice(VEGAN_PROTEIN_BLEND.price)} el envase de 1 libra, o un 15 % menos con suscripción.`,
      ],
      callToAction: { text: 'Suscríbete y ahorra', href: '/subscribe' },
    },
  ],
};

export const SPROUTSTRONG_SITE: SandboxSite = {
  host: HOST,
  aliasHosts: ['sproutstrong.example'],
  name: 'Sproutstrong',
  language: 'en-US',
  accentColor: '#3f7d20',
  nav: [
    { text: 'Shop all', href: '/products' },
    { text: 'Protein powder', href: '/products/vegan-protein-blend' },
    { text: 'Bars', href: '/products/bars' },
    { text: 'Flavors', href: '/flavors' },
    { text: 'Subscribe & Save', href: '/subscribe' },
    { text: 'Our story', href: '/about' },
  ],
  headerLinks: [{ text: 'Account', href: '/account/login' }],
  cookieBanner:
    'We and our partners use cookies to personalize content and ads and to analyze our traffic. By clicking "Accept all cookies" you agree to this. See our Cookie settings to opt out.',
  footer: {
    columns: [
      {
        heading: 'Shop',
        links: PRODUCTS.map((product) => ({
          text: product.name,
          href: `/products/${product.slug}`,
        })),
      },
      {
        heading: 'Company',
        links: [
          { text: 'Our story', href: '/about' },
          { text: 'Careers', href: '/careers' },
          { text: 'En español', href: '/es' },
          { text: 'Privacy policy', href: '/privacy' },
        ],
      },
      {
        heading: 'Follow',
        links: [{ text: 'Instagram', href: 'https://www.instagram.com/sproutstrong.example' }],
      },
    ],
    legal: [
      'These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure or prevent any disease.',
      '© 2026 Sproutstrong Foods, Inc. Asheville, NC.',
    ],
  },
  robotsDisallow: ['/account/', '/cart', '/checkout/'],
  pages: [
    HOME,
    SHOP,
    ...PRODUCTS.map(buildProductPage),
    FLAVORS_PAGE,
    SUBSCRIBE,
    ABOUT,
    SPANISH_HOME,
    SPANISH_PROTEIN,
    CAREERS,
    ACCOUNT,
    buildPrivacyPage({
      company: 'Sproutstrong Foods, Inc.',
      address: '80 Broadway Street, Asheville, NC 28801, USA',
      contactEmail: 'privacy@sproutstrong.example',
      supervisoryAuthority: 'your state attorney general',
    }),
  ],
};
