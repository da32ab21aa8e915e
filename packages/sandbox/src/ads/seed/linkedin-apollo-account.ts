import { buildUrlOfLength } from './build-url-of-length.js';
import { createStaticLinkedInAccount, type LinkedInAccountData } from './linkedin-account-data.js';
import {
  defineCampaignGroup,
  defineCreative,
  defineLinkedInAccount,
  defineLinkedInCampaign,
  definePost,
  defineTextAd,
} from './linkedin-builders.js';

// "Apollo Guidance": every LinkedIn campaign format of spec §3, and the landing pages the tagging
// engine must handle: none, unparsable, near the 500 and 2,000 character limits, existing UTMs,
// foreign parameters and fragments, carousel cards, lead-gen forms, paused and archived items.

const SITE = 'https://apollo-guidance.example';

export const APOLLO_ACCOUNT = defineLinkedInAccount({
  id: 508900001,
  name: 'Apollo Guidance',
  currency: 'USD',
  organizationId: 10450001,
});

const alwaysOn = defineCampaignGroup(APOLLO_ACCOUNT.id, 608900101, 'Always on');
const launches = defineCampaignGroup(APOLLO_ACCOUNT.id, 608900102, 'Paused launches', {
  status: 'PAUSED',
});
const archived = defineCampaignGroup(APOLLO_ACCOUNT.id, 608900103, 'Archived 2025', {
  status: 'ARCHIVED',
});

const textAds = defineLinkedInCampaign(alwaysOn, 708900101, 'Text ads', 'TEXT_AD');
const spotlight = defineLinkedInCampaign(alwaysOn, 708900102, 'Spotlight', 'SPOTLIGHT');
// The advertiser's own tracking parameters, which tagging keeps and a drop restores exactly.
const video = defineLinkedInCampaign(alwaysOn, 708900103, 'Video', 'SINGLE_VIDEO', {
  trackingParameters: {
    dynamicValueParameters: { li_campaign: 'CAMPAIGN_ID' },
    customValueParameters: { ref: 'linkedin-video' },
  },
});
const standard = defineLinkedInCampaign(alwaysOn, 708900104, 'Single image', 'STANDARD_UPDATE');
const carousel = defineLinkedInCampaign(alwaysOn, 708900105, 'Carousel', 'CAROUSEL');
const follow = defineLinkedInCampaign(alwaysOn, 708900106, 'Follow us', 'FOLLOW_COMPANY');
const jobs = defineLinkedInCampaign(alwaysOn, 708900107, 'We are hiring', 'JOBS');
const inmail = defineLinkedInCampaign(alwaysOn, 708900108, 'InMail', 'SPONSORED_INMAIL');
const message = defineLinkedInCampaign(alwaysOn, 708900109, 'Conversation', 'SPONSORED_MESSAGE');
const event = defineLinkedInCampaign(alwaysOn, 708900110, 'Launch event', 'SPONSORED_UPDATE_EVENT');
const documents = defineLinkedInCampaign(
  alwaysOn,
  708900111,
  'Whitepaper',
  'SPONSORED_UPDATE_NATIVE_DOCUMENT',
);
const pausedText = defineLinkedInCampaign(launches, 708900112, 'Paused text ads', 'TEXT_AD', {
  status: 'PAUSED',
});
const archivedImage = defineLinkedInCampaign(
  archived,
  708900113,
  'Archived image ads',
  'STANDARD_UPDATE',
  { status: 'ARCHIVED' },
);

const post = (suffix: number) => `urn:li:share:71000000000000${String(suffix).padStart(5, '0')}`;
const ugcPost = (suffix: number) =>
  `urn:li:ugcPost:72000000000000${String(suffix).padStart(5, '0')}`;

const posts = [
  definePost(APOLLO_ACCOUNT, ugcPost(101), `${SITE}/video`, {
    media: { id: 'urn:li:video:C4E10AQ0001', title: 'Guidance in 30 seconds' },
  }),
  definePost(APOLLO_ACCOUNT, post(101), `${SITE}/whitepaper?utm_source=linkedin&utm_medium=paid`, {
    article: { source: `${SITE}/whitepaper?utm_source=linkedin&utm_medium=paid`, title: 'Why' },
  }),
  definePost(APOLLO_ACCOUNT, post(102), `${SITE}/pricing?plan=pro&ref=li#compare`, {
    media: { id: 'urn:li:image:C4E10AQ0002', title: 'Pricing' },
  }),
  definePost(APOLLO_ACCOUNT, post(103), null, {
    media: { id: 'urn:li:image:C4E10AQ0003', title: 'Team photo' },
  }),
  definePost(APOLLO_ACCOUNT, post(104), 'not a url at all', {
    media: { id: 'urn:li:image:C4E10AQ0004', title: 'Broken link' },
  }),
  definePost(APOLLO_ACCOUNT, post(105), buildUrlOfLength(`${SITE}/near-limit`, 1990), {
    media: { id: 'urn:li:image:C4E10AQ0005', title: 'Long link' },
  }),
  definePost(APOLLO_ACCOUNT, ugcPost(102), `${SITE}/carousel`, {
    carousel: {
      cards: [
        { media: { id: 'urn:li:image:C4E10AQ0011' }, landingPage: `${SITE}/cards/lunar-module` },
        {
          media: { id: 'urn:li:image:C4E10AQ0012' },
          landingPage: `${SITE}/cards/command-module?utm_campaign=cards`,
        },
        { media: { id: 'urn:li:image:C4E10AQ0013' } },
      ],
    },
  }),
  definePost(APOLLO_ACCOUNT, ugcPost(103), null, null, {
    commentary: 'Join the launch event on LinkedIn Live',
  }),
  definePost(APOLLO_ACCOUNT, post(106), `${SITE}/guide.pdf`, {
    media: { id: 'urn:li:document:C4E10AQ0021', title: 'Guidance guide' },
  }),
  definePost(APOLLO_ACCOUNT, post(107), `${SITE}/archived`, {
    media: { id: 'urn:li:image:C4E10AQ0031', title: 'Old' },
  }),
  // A page post that was boosted: not editable through the ads APIs.
  definePost(
    APOLLO_ACCOUNT,
    post(108),
    `${SITE}/lead-magnet`,
    { media: { id: 'urn:li:image:C4E10AQ0041', title: 'Download' } },
    { isOrganic: true },
  ),
];

const creatives = [
  defineCreative(textAds, 808900101, 'Text – clean', defineTextAd(`${SITE}/`)),
  defineCreative(textAds, 808900102, 'Text – no landing page', defineTextAd(undefined)),
  defineCreative(textAds, 808900103, 'Text – unparsable', defineTextAd('htp://apollo guidance')),
  defineCreative(
    textAds,
    808900104,
    'Text – near 500',
    defineTextAd(buildUrlOfLength(`${SITE}/long`, 490)),
  ),
  defineCreative(
    textAds,
    808900105,
    'Text – existing UTMs',
    defineTextAd(`${SITE}/offer?utm_source=linkedin&utm_medium=cpc&utm_campaign=q1&gclid=x#top`),
  ),
  defineCreative(
    textAds,
    808900106,
    'Text – foreign parameters',
    defineTextAd(`${SITE}/search?q=saturn+v&lang=en&page=2#results`),
  ),
  defineCreative(textAds, 808900107, 'Text – paused', defineTextAd(`${SITE}/paused`), {
    intendedStatus: 'PAUSED',
  }),
  defineCreative(textAds, 808900108, 'Text – archived', defineTextAd(`${SITE}/archived`), {
    intendedStatus: 'ARCHIVED',
  }),
  defineCreative(spotlight, 808900109, 'Spotlight – demo', {
    spotlight: {
      headline: 'See it fly',
      description: 'Book a simulator session',
      callToAction: 'Book now',
      landingPage: `${SITE}/demo?source=spotlight`,
      showMemberProfilePhoto: true,
      organizationName: 'Apollo Guidance',
    },
  }),
  defineCreative(video, 808900110, 'Video – 30s', { reference: ugcPost(101) }),
  defineCreative(standard, 808900111, 'Image – article with UTMs', { reference: post(101) }),
  defineCreative(standard, 808900112, 'Image – pricing', { reference: post(102) }),
  defineCreative(standard, 808900113, 'Image – no link', { reference: post(103) }),
  defineCreative(standard, 808900114, 'Image – broken link', { reference: post(104) }),
  defineCreative(standard, 808900115, 'Image – near 2000', { reference: post(105) }),
  defineCreative(
    standard,
    808900116,
    'Image – lead gen',
    { reference: post(108) },
    { leadgenCallToAction: { destination: 'urn:li:adForm:3141592', label: 'DOWNLOAD' } },
  ),
  defineCreative(carousel, 808900117, 'Carousel – modules', { reference: ugcPost(102) }),
  defineCreative(follow, 808900118, 'Follow – company page', {
    follow: {
      headline: 'Follow Apollo Guidance',
      description: 'News from the lab',
      callToAction: 'FOLLOW',
    },
  }),
  defineCreative(jobs, 808900119, 'Jobs – engineers', {
    jobs: { companyName: 'Apollo Guidance', buttonLabel: 'See jobs' },
  }),
  defineCreative(inmail, 808900120, 'InMail – invitation', {
    reference: 'urn:li:adInMailContent:4100001',
  }),
  defineCreative(message, 808900121, 'Conversation – choose a path', {
    reference: 'urn:li:adInMailContent:4100002',
  }),
  defineCreative(event, 808900122, 'Event – launch', { reference: ugcPost(103) }),
  defineCreative(documents, 808900123, 'Document – guide', { reference: post(106) }),
  defineCreative(pausedText, 808900124, 'Paused campaign text', defineTextAd(`${SITE}/later`)),
  defineCreative(
    archivedImage,
    808900125,
    'Archived campaign image',
    { reference: post(107) },
    {
      intendedStatus: 'ARCHIVED',
    },
  ),
  // Creative names are optional on LinkedIn: a template's {creative_name} is empty here.
  defineCreative(textAds, 808900199, '', defineTextAd(`${SITE}/unnamed`)),
];

export function createApolloAccount(): LinkedInAccountData {
  return createStaticLinkedInAccount({
    account: APOLLO_ACCOUNT,
    campaignGroups: [alwaysOn, launches, archived],
    campaigns: [
      textAds,
      spotlight,
      video,
      standard,
      carousel,
      follow,
      jobs,
      inmail,
      message,
      event,
      documents,
      pausedText,
      archivedImage,
    ],
    creatives,
    posts,
  });
}
