import { GoogleMark } from '../../../components/google-mark';
import type { SsoProvider } from '../lib/sso-start-url';

/** A small mark of each sign-in provider, drawn here (no brand-icon dependency). */
export function ProviderMark({ provider }: { provider: SsoProvider }) {
  if (provider === 'google') return <GoogleMark />;
  if (provider === 'microsoft') {
    return (
      <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
        <rect x="0" y="0" width="7.5" height="7.5" fill="#f25022" />
        <rect x="8.5" y="0" width="7.5" height="7.5" fill="#7fba00" />
        <rect x="0" y="8.5" width="7.5" height="7.5" fill="#00a4ef" />
        <rect x="8.5" y="8.5" width="7.5" height="7.5" fill="#ffb900" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
      <rect width="16" height="16" rx="3" fill="#0a66c2" />
      <text
        x="8"
        y="11.5"
        textAnchor="middle"
        fontSize={8}
        fontWeight="700"
        fill="#ffffff"
        fontFamily="sans-serif"
      >
        in
      </text>
    </svg>
  );
}
