import { createStaticLinkedInAccount, type LinkedInAccountData } from './linkedin-account-data.js';
import {
  defineCampaignGroup,
  defineCreative,
  defineLinkedInAccount,
  defineLinkedInCampaign,
  definePost,
  defineTextAd,
} from './linkedin-builders.js';

// The other LinkedIn ad accounts: a software company, a lab its login may only view, a German
// account in EUR, a film studio and a closed (canceled) account.

// Hamilton set account-level tracking parameters (LinkedIn-Version 202608+), which LinkedIn may
// serve beside a campaign's own [precedence unconfirmed]: the preview shows them.
export const HAMILTON_ACCOUNT = defineLinkedInAccount({
  id: 508900002,
  name: 'Hamilton Software',
  currency: 'USD',
  organizationId: 10450002,
  trackingParameters: {
    dynamicValueParameters: { li_account: 'ACCOUNT_ID' },
    customValueParameters: { utm_source: 'linkedin' },
  },
});

export const DRAPER_ACCOUNT = defineLinkedInAccount({
  id: 508900003,
  name: 'Draper Laboratory',
  currency: 'USD',
  organizationId: 10450003,
});

export const FREQUENCY_ACCOUNT = defineLinkedInAccount({
  id: 508900011,
  name: 'Frequency Hopping GmbH',
  currency: 'EUR',
  organizationId: 10450011,
  type: 'ENTERPRISE',
});

export const FILMS_ACCOUNT = defineLinkedInAccount({
  id: 508900012,
  name: 'Lamarr Films',
  currency: 'EUR',
  organizationId: 10450012,
});

export const CLOSED_ACCOUNT = defineLinkedInAccount({
  id: 508900013,
  name: 'Ecstasy Pictures (closed)',
  currency: 'EUR',
  organizationId: 10450013,
  status: 'CANCELED',
});

const share = (suffix: number) => `urn:li:share:71000000000000${String(suffix).padStart(5, '0')}`;

export function createHamiltonAccount(): LinkedInAccountData {
  const group = defineCampaignGroup(HAMILTON_ACCOUNT.id, 608900201, 'Software launches');
  const text = defineLinkedInCampaign(group, 708900201, 'Text – developers', 'TEXT_AD');
  const image = defineLinkedInCampaign(group, 708900202, 'Image – case study', 'STANDARD_UPDATE');
  const post = definePost(HAMILTON_ACCOUNT, share(201), 'https://hamilton-software.example/case', {
    article: { source: 'https://hamilton-software.example/case', title: 'Case study' },
  });
  return createStaticLinkedInAccount({
    account: HAMILTON_ACCOUNT,
    campaignGroups: [group],
    campaigns: [text, image],
    creatives: [
      defineCreative(
        text,
        808900201,
        'Developers',
        defineTextAd('https://hamilton-software.example/'),
      ),
      defineCreative(image, 808900202, 'Case study', { reference: post.urn }),
    ],
    posts: [post],
  });
}

export function createDraperAccount(): LinkedInAccountData {
  const group = defineCampaignGroup(DRAPER_ACCOUNT.id, 608900301, 'Research');
  const text = defineLinkedInCampaign(group, 708900301, 'Text – research', 'TEXT_AD');
  return createStaticLinkedInAccount({
    account: DRAPER_ACCOUNT,
    campaignGroups: [group],
    campaigns: [text],
    creatives: [
      defineCreative(
        text,
        808900301,
        'Research',
        defineTextAd('https://draper-lab.example/research'),
      ),
    ],
  });
}

export function createFrequencyAccount(): LinkedInAccountData {
  const group = defineCampaignGroup(FREQUENCY_ACCOUNT.id, 608900401, 'DACH');
  const text = defineLinkedInCampaign(group, 708900401, 'Text – Funk', 'TEXT_AD');
  const video = defineLinkedInCampaign(group, 708900402, 'Video – Patent', 'SINGLE_VIDEO');
  const post = definePost(
    FREQUENCY_ACCOUNT,
    share(401),
    'https://frequency-hopping.example/patent?utm_source=linkedin&utm_medium=video',
    { media: { id: 'urn:li:video:C4E10AQ0401', title: 'Patent 2,292,387' } },
  );
  return createStaticLinkedInAccount({
    account: FREQUENCY_ACCOUNT,
    campaignGroups: [group],
    campaigns: [text, video],
    creatives: [
      defineCreative(
        text,
        808900401,
        'Funk',
        defineTextAd('https://frequency-hopping.example/funk?sprache=de#kontakt'),
      ),
      defineCreative(
        text,
        808900402,
        'Funk – pausiert',
        defineTextAd('https://frequency-hopping.example/'),
        {
          intendedStatus: 'PAUSED',
        },
      ),
      defineCreative(video, 808900403, 'Patent', { reference: post.urn }),
    ],
    posts: [post],
  });
}

export function createFilmsAccount(): LinkedInAccountData {
  const group = defineCampaignGroup(FILMS_ACCOUNT.id, 608900501, 'Premieres');
  const spotlight = defineLinkedInCampaign(group, 708900501, 'Spotlight – premiere', 'SPOTLIGHT');
  return createStaticLinkedInAccount({
    account: FILMS_ACCOUNT,
    campaignGroups: [group],
    campaigns: [spotlight],
    creatives: [
      defineCreative(spotlight, 808900501, 'Premiere', {
        spotlight: {
          headline: 'Premiere night',
          description: 'Tickets on sale',
          callToAction: 'Get tickets',
          landingPage: 'https://lamarr-films.example/premiere',
          showMemberProfilePhoto: false,
          organizationName: 'Lamarr Films',
        },
      }),
    ],
  });
}

export function createClosedAccount(): LinkedInAccountData {
  const group = defineCampaignGroup(CLOSED_ACCOUNT.id, 608900601, 'Old', { status: 'ARCHIVED' });
  return createStaticLinkedInAccount({ account: CLOSED_ACCOUNT, campaignGroups: [group] });
}
