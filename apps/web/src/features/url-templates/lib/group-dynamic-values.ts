import type { DynamicValue } from '@utmost/ads-sdk';

interface DynamicValueGroup {
  source: DynamicValue['source'];
  values: DynamicValue[];
}

const SOURCE_ORDER: readonly DynamicValue['source'][] = ['utmost', 'valuetrack'];

/** Utmost's values first, then Google's ValueTrack macros; groups without values are left out. */
export function groupDynamicValues(values: readonly DynamicValue[]): DynamicValueGroup[] {
  return SOURCE_ORDER.map((source) => ({
    source,
    values: values.filter((value) => value.source === source),
  })).filter((group) => group.values.length > 0);
}
