export { seedDemoBrief } from './services/demo-brief-seed.js';
export { loadClassifierBrief, readExamplesAfterLearning } from './services/classifier-brief.js';
export { learnExamples } from './repositories/learned-example-repository.js';
