// The parameter-name rule and the UTM keys are domain rules of `@utmost/ads-sdk` (written once,
// shared with the editor's form and the API); the engine uses them from there.
import {
  PARAMETER_NAME_MAX_LENGTH,
  PARAMETER_NAME_PATTERN,
  UTM_KEYS,
  isParameterNameValid,
} from '@utmost/ads-sdk';

export { PARAMETER_NAME_MAX_LENGTH, PARAMETER_NAME_PATTERN, UTM_KEYS };

export type UtmKey = (typeof UTM_KEYS)[number];

export function isValidParameterName(name: string): boolean {
  return isParameterNameValid(name);
}
