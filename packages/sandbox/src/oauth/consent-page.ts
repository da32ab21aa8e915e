import type { DemoIdentity } from '../identities.js';
import { CONSENT_FIELDS } from './authorize-request.js';
import { escapeHtml, renderPage } from './html.js';

export interface ConsentPageInput {
  providerTitle: string;
  /** Where the form posts back: the provider's own authorize path. */
  actionPath: string;
  clientId: string;
  scopes: string[];
  params: Record<string, string>;
  identities: DemoIdentity[];
}

function renderHiddenFields(params: Record<string, string>): string {
  return Object.entries(params)
    .map(
      ([key, value]) =>
        `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

/** The sign-in name, and the `mail` an Entra admin set when it is another address. */
function describeAddress(identity: DemoIdentity): string {
  const verified = identity.isEmailVerified ? '' : ' (e-mail not verified)';
  if (identity.mail === identity.email) return `${identity.email}${verified}`;
  return `${identity.email} — mail ${identity.mail}${verified}`;
}

function renderIdentityButton(identity: DemoIdentity): string {
  return `<button type="submit" name="${CONSENT_FIELDS.identity}" value="${escapeHtml(identity.email)}" data-identity="${escapeHtml(identity.email)}">
Continue as ${escapeHtml(identity.name)}<span class="email">${escapeHtml(describeAddress(identity))}</span>
</button>`;
}

export function renderConsentPage(input: ConsentPageInput): string {
  const scopes = input.scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('');
  const buttons =
    input.identities.length === 0
      ? '<p>No demo identity can sign in here.</p>'
      : input.identities.map(renderIdentityButton).join('\n');
  return renderPage(
    `Sign in with ${input.providerTitle} (sandbox)`,
    `<span class="badge">${escapeHtml(input.providerTitle)} sandbox</span>
<h1>Choose an account</h1>
<p>to continue to <code>${escapeHtml(input.clientId)}</code>, which asks for:</p>
<ul class="scopes">${scopes}</ul>
<form method="post" action="${escapeHtml(input.actionPath)}">
${renderHiddenFields(input.params)}
${buttons}
<button type="submit" class="cancel" name="${CONSENT_FIELDS.cancel}" value="1">Cancel</button>
</form>`,
  );
}
