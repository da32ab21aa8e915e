// Deterministic synthetic ads for the engine benchmark: a seeded PRNG picks platforms, campaign
// types / formats, ad types, landing pages (clean, with foreign parameters, already tagged, with
// fragments, broken, missing, near the length limits) and update modes. Same seed, same ads.

/** mulberry32: a tiny, fast, seedable PRNG (no Math.random: the run must be repeatable). */
export function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickWeighted(random, entries) {
  let roll = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1][0];
}

const GOOGLE_CAMPAIGN_TYPES = [
  ['SEARCH', 60],
  ['DISPLAY', 15],
  ['DEMAND_GEN', 8],
  ['PERFORMANCE_MAX', 5],
  ['VIDEO', 5],
  ['search', 5],
  ['SHOPPING', 2],
];
const GOOGLE_AD_TYPES = [
  ['RESPONSIVE_SEARCH_AD', 80],
  ['RESPONSIVE_DISPLAY_AD', 10],
  ['EXPANDED_TEXT_AD', 4],
  ['IMAGE_AD', 3],
  ['TEXT_AD', 3],
];
const LINKEDIN_FORMATS = [
  ['TEXT_AD', 25],
  ['STANDARD_UPDATE', 30],
  ['SINGLE_VIDEO', 15],
  ['CAROUSEL', 8],
  ['SPONSORED_UPDATE_NATIVE_DOCUMENT', 5],
  ['SPOTLIGHT', 5],
  ['FOLLOW_COMPANY', 4],
  ['SPONSORED_MESSAGE', 4],
  ['text_ad', 4],
];
const PATHS = [
  '/',
  '/pricing',
  '/products/shoes',
  '/blog/2026/launch-notes',
  '/de/angebote/sommer',
];
const FOREIGN_QUERIES = ['', '', 'ref=nav', 'q=saturn+v&lang=en&page=2', 'gclid=abc123&color=red'];
const FRAGMENTS = ['', '', '', '#reviews', '#/app/route?x=1'];

function buildLandingPage(random, host, index) {
  const kind = random();
  if (kind < 0.01) return null; // no landing page
  if (kind < 0.015) return 'htp://broken link'; // unparsable
  const path = PATHS[index % PATHS.length];
  let query = FOREIGN_QUERIES[Math.floor(random() * FOREIGN_QUERIES.length)];
  if (kind < 0.2) query = query ? `${query}&utm_source=old&utm_medium=cpc` : 'utm_source=old';
  const fragment = FRAGMENTS[Math.floor(random() * FRAGMENTS.length)];
  let url = `https://${host}${path}`;
  if (kind > 0.995) url += `/${'x'.repeat(440)}`; // near the LinkedIn limit
  return `${url}${query ? `?${query}` : ''}${fragment}`;
}

function buildHierarchies(random, platform, count) {
  return Array.from({ length: count }, (_, index) => {
    const isGoogle = platform === 'google';
    const campaignKind = isGoogle
      ? pickWeighted(random, GOOGLE_CAMPAIGN_TYPES)
      : pickWeighted(random, LINKEDIN_FORMATS);
    return {
      campaign: {
        id: String(700000000 + index),
        name: `Campaign ${index} – ${isGoogle ? 'Brand & Generic' : 'Always on'}`,
        status: 'ENABLED',
        type: isGoogle ? campaignKind : 'SPONSORED_UPDATES',
        format: isGoogle ? null : campaignKind,
      },
      adGroup: isGoogle
        ? { id: String(800000000 + index), name: `Ad group ${index}`, status: 'ENABLED' }
        : null,
      campaignGroup: isGoogle
        ? null
        : { id: String(600000000 + (index % 50)), name: `Group ${index % 50}`, status: 'ACTIVE' },
    };
  });
}

/**
 * A generator of `{ ad, mode, history }` inputs. Ads are built lazily in batches by the caller so
 * that a million of them never sit in memory at once.
 */
export function createAdFactory(seed) {
  const random = createRandom(seed);
  const hierarchies = {
    google: buildHierarchies(random, 'google', 2000),
    linkedin: buildHierarchies(random, 'linkedin', 2000),
  };
  let sequence = 0;

  return function buildInput() {
    const index = sequence++;
    const platform = random() < 0.6 ? 'google' : 'linkedin';
    const hierarchy = hierarchies[platform][Math.floor(random() * 2000)];
    const host = `www.site${index % 97}.example`;
    const isGoogle = platform === 'google';
    const format = hierarchy.campaign.format?.toUpperCase();
    let landingPages;
    if (format === 'CAROUSEL') {
      // As the LinkedIn client reads cards: one entry each, '' for a card without a landing page.
      landingPages = [0, 1, 2].map((card) => buildLandingPage(random, host, index + card) ?? '');
    } else {
      const page = buildLandingPage(random, host, index);
      landingPages = page ? [page] : [];
    }
    const suffixRoll = random();
    const ad = {
      platform,
      adAccountId: isGoogle ? '1234567890' : '508900001',
      id: String(900000000 + index),
      resourceName: isGoogle
        ? `customers/1234567890/ads/${900000000 + index}`
        : `urn:li:sponsoredCreative:${900000000 + index}`,
      name: random() < 0.5 ? `Ad ${index}` : null,
      status: 'ENABLED',
      type: isGoogle
        ? pickWeighted(random, GOOGLE_AD_TYPES)
        : format === 'TEXT_AD'
          ? 'textAd'
          : 'reference',
      hierarchy,
      landingPages,
      finalUrlSuffix: isGoogle && suffixRoll < 0.3 ? 'ref=suffix&utm_source=old' : null,
      trackingUrlTemplate: isGoogle && suffixRoll > 0.9 ? '{lpurl}?track=1' : null,
      urlCustomParameters: [],
      postUrn: !isGoogle && format !== 'TEXT_AD' ? `urn:li:share:${7100000000 + index}` : null,
      readError: null,
    };
    const modeRoll = random();
    const mode =
      modeRoll < 0.75 ? 'direct' : isGoogle && modeRoll < 0.9 ? 'tracking' : 'drop_direct';
    const fields = {
      finalUrlSuffix: ad.finalUrlSuffix,
      trackingUrlTemplate: ad.trackingUrlTemplate,
      landingPages,
    };
    const history =
      mode === 'drop_direct' && random() < 0.8
        ? {
            original: {
              finalUrlSuffix: null,
              trackingUrlTemplate: null,
              landingPages: landingPages.map((page) => page.split('?')[0]),
            },
            lastApplied: fields,
          }
        : null;
    return { ad, mode, history };
  };
}
