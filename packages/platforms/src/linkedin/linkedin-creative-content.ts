import type { LinkedInPostKind } from '../ad-platform.js';
import type { LinkedInElement } from './linkedin-api.js';

// Where a creative's landing page lives, by format (platform-apis.md §B): a text ad carries it in
// `content.textAd.landingPage`; sponsored content (image, video, document, article, carousel)
// references a post whose `contentLandingPage` (article: `content.article.source`; carousel:
// `content.carousel.cards[].landingPage`) holds it; spotlight and similar formats carry their own
// `landingPage`. Carousel cards keep their positions: a card without a landing page reads as ''.

const POST_URN = /^urn:li:(share|ugcPost):/;

export interface CreativeContent {
  /** The content kind: textAd, reference, spotlight, carousel, … (`unknown` without content). */
  type: string;
  landingPages: string[];
  /** The post to read (and to patch) for sponsored content. */
  postUrn: string | null;
}

function readObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function readString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readCardLandingPages(carousel: Record<string, unknown> | null): string[] | null {
  const cards = carousel?.cards;
  if (!Array.isArray(cards)) return null;
  return cards.map((card) => readString(readObject(card)?.landingPage) ?? '');
}

export function readCreativeContent(creative: LinkedInElement): CreativeContent {
  const content = readObject(creative.content);
  if (!content) return { type: 'unknown', landingPages: [], postUrn: null };
  const reference = readString(content.reference);
  if (reference) {
    // Sponsored content references a post; message ads reference InMail content, which has no
    // landing page of its own to read or patch here.
    const postUrn = POST_URN.test(reference) ? reference : null;
    return { type: 'reference', landingPages: [], postUrn };
  }
  const type = Object.keys(content)[0] ?? 'unknown';
  const cards = readCardLandingPages(readObject(content.carousel));
  if (cards) return { type, landingPages: cards, postUrn: null };
  const landingPage = readString(readObject(content[type])?.landingPage);
  return { type, landingPages: landingPage ? [landingPage] : [], postUrn: null };
}

/**
 * An article post's destination is `content.article.source`: LinkedIn's post schema says
 * `contentLandingPage` "is ignored … for article ads and doesn't map to Destination URL field"
 * (learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/post-api-schema), so
 * reading it first would report a change LinkedIn never serves.
 */
export function readPostLandingPages(post: LinkedInElement): string[] {
  const content = readObject(post.content);
  const cards = readCardLandingPages(readObject(content?.carousel));
  if (cards) return cards;
  const landingPage =
    readString(readObject(content?.article)?.source) ?? readString(post.contentLandingPage);
  return landingPage ? [landingPage] : [];
}

/**
 * Direct sponsored content ("dark posts") is published with `distribution.feedDistribution: NONE`
 * (LinkedIn Posts API, learn.microsoft.com/…/community-management/shares/posts-api, "dark posts");
 * a post distributed to the main feed and then sponsored is a boosted organic post, which the ads
 * APIs cannot edit [refusal wording unconfirmed].
 */
export function readPostKind(post: LinkedInElement): LinkedInPostKind {
  const feedDistribution = readString(readObject(post.distribution)?.feedDistribution);
  if (feedDistribution !== null && feedDistribution !== 'NONE') return 'boosted_organic';
  if (readObject(readObject(post.content)?.article)) return 'article';
  return 'sponsored_only';
}
