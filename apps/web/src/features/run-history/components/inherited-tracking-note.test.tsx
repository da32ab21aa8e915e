import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InheritedTrackingNote } from './inherited-tracking-note';

const SUFFIX = 'utm_source=google&utm_medium=cpc&ss_ref=sem&gclsrc=aw.ds';
const TRACKER = 'https://clicks.sproutstrong-analytics.example/c?cid={campaignid}&u={lpurl}';

describe('InheritedTrackingNote', () => {
  it('says which suffix and click tracker the ad kept, and from where', () => {
    render(
      <InheritedTrackingNote
        inherited={{
          finalUrlSuffix: { value: SUFFIX, level: 'account' },
          trackingUrlTemplate: { value: TRACKER, level: 'campaign' },
        }}
      />,
    );
    expect(screen.getByText('Kept from the account: final URL suffix')).toBeVisible();
    expect(screen.getByText(SUFFIX)).toHaveAttribute('title', SUFFIX);
    expect(screen.getByText('Campaign tracking template still applies:')).toBeVisible();
    expect(screen.getByText(TRACKER)).toBeVisible();
  });

  it('names only what is inherited', () => {
    render(
      <InheritedTrackingNote
        inherited={{
          finalUrlSuffix: { value: 'ref=agency', level: 'adGroup' },
          trackingUrlTemplate: null,
        }}
      />,
    );
    expect(screen.getByText('Kept from the ad group: final URL suffix')).toBeVisible();
    expect(screen.queryByText(/tracking template/)).toBeNull();
  });

  it('shows nothing when the ad inherits nothing (and on LinkedIn)', () => {
    const { container } = render(<InheritedTrackingNote inherited={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
