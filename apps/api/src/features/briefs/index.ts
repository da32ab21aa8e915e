export { seedDemoBrief } from './services/demo-brief-seed.js';
