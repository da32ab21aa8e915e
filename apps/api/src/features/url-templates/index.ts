export { findUrlTemplate } from './repositories/url-template-repository.js';
export { DEMO_TEMPLATE_NAMES, seedDemoTemplate } from './services/demo-template-seed.js';
export type { DemoTemplate } from './services/demo-template-seed.js';
