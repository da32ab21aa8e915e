import type { ClassifierBrief } from '../classifier-types.js';

/** An invented advertiser for the model classifier's tests. */
export const QUILLFERN_BRIEF: ClassifierBrief = {
  name: 'Quillfern',
  website: 'https://www.quillfern.example/',
  shortDescription:
    'Quillfern sells fountain pens, bottled ink and hand-bound notebooks online to customers across Hungary.',
  competitorsList: ['InkHarbor', 'PaperLoft'],
  products: [
    { name: 'Fountain pens', description: 'Steel and gold nib fountain pens.' },
    { name: 'Notebooks', description: 'Hand-bound dotted and lined notebooks.' },
  ],
  rules: [{ description: 'We do not repair pens; exclude repair searches.' }],
  examples: [{ searchTerm: 'fountain pen repair shop', isExclude: true, category: 'product' }],
};
