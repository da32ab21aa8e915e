import { isSandboxWebsiteHost, serveSandboxWebsite } from '@utmost/sandbox';
import {
  createLocalBriefDrafter,
  createOpenAiBriefDrafter,
  type BriefDrafter,
  type FetchPage,
} from '@utmost/search-terms';
import type { AppContext } from '../../../core/app-context.js';
import { createGuardedFetch } from '../../../core/security/ssrf-guard.js';
import { createBriefAssistant, type BriefAssistant } from './brief-assistant.js';

/**
 * The brief assistant of this process: the configured drafter (DESIGN §7: `local` unless a model
 * is configured) reading websites through the SSRF guard. In sandbox mode the guard answers the
 * demo advertisers' `*.example` sites from the sandbox; production never does.
 */
export function createConfiguredBriefAssistant(context: AppContext): BriefAssistant {
  const logger = context.logger.child({ feature: 'briefs' });
  const guardedFetch = createGuardedFetch({
    ...(context.config.platformMode === 'sandbox' && {
      answerLocally: (url: URL) =>
        isSandboxWebsiteHost(url.hostname) ? serveSandboxWebsite(url) : null,
    }),
  });
  const fetchPage: FetchPage = (url, accept, signal) =>
    guardedFetch(url, { accept, ...(signal && { signal }) });
  return createBriefAssistant({ drafter: createDrafter(context), fetchPage, logger });
}

function createDrafter(context: AppContext): BriefDrafter {
  const { openai } = context.config.ai;
  if (context.config.ai.provider !== 'openai' || openai === undefined) {
    return createLocalBriefDrafter();
  }
  // The model's address is the operator's configuration, not a user's URL: it may be a local
  // Ollama, so it does not go through the SSRF guard.
  return createOpenAiBriefDrafter({
    baseURL: openai.baseUrl,
    apiKey: openai.apiKey,
    model: openai.model,
    timeoutMs: openai.timeoutMs,
    logger: context.logger.child({ feature: 'briefs', provider: 'openai' }),
  });
}
