export { createLocalBriefDrafter } from './local/local-brief-drafter.js';
export {
  createOpenAiBriefDrafter,
  type BriefDraftLogger,
  type OpenAiBriefDrafterOptions,
} from './openai/openai-brief-drafter.js';
