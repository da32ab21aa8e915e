import { it } from 'vitest';
import { getDefaultPlaceFinder } from './classifier/places/index.js';
it('x', () => {
  const p = getDefaultPlaceFinder();
  for (const t of ['ipswich', 'newcastle', 'richmond', 'bergen', 'preston', 'zama']) {
    const [m] = p.find([t]);
    console.log(t, JSON.stringify(m?.countries.slice(0, 8).map((c) => [c.code, c.population])), m?.countries.length);
  }
});
