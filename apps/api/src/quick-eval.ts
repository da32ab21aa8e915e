import { readFileSync } from 'node:fs';
import { createLocalClassifier } from '/work/main/packages/search-terms/src/classifier/local/local-classifier.ts';
const files = process.argv.slice(2);
let tp = 0, fp = 0, fn = 0, cat = 0, n = 0;
const showErrors = process.env.ERRORS === '1';
for (const file of files) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const b = data.brief;
  const brief = { name: b.name, website: b.website, shortDescription: b.shortDescription, competitorsList: b.competitorsList, products: b.products, rules: b.rules, examples: b.searchTermsExcludeExamples };
  const rows = data.terms.map((t: any) => ({ searchTerm: t.searchTerm, matchedKeyword: t.matchedKeyword, matchType: t.matchType, campaign: t.campaign, adGroup: t.adGroup, impressions: t.impressions, clicks: t.clicks, costMicros: t.costMicros, conversions: t.conversions }));
  const t0 = performance.now();
  const decisions = await createLocalClassifier(brief).classify(rows);
  const ms = performance.now() - t0;
  let ftp = 0, ffp = 0, ffn = 0, fcat = 0;
  decisions.forEach((d, i) => {
    const l = data.terms[i].label;
    if (d.isExclude && l.isExclude) ftp++; else if (d.isExclude) ffp++; else if (l.isExclude) ffn++;
    if (d.category === l.category) fcat++;
    if (showErrors && (d.isExclude !== l.isExclude || d.category !== l.category)) console.log(`${d.isExclude !== l.isExclude ? 'X' : 'c'} ${l.isExclude ? 'EX' : 'ok'}/${l.category[0]} got ${d.isExclude ? 'EX' : 'ok'}/${d.category[0]} ${l.difficulty[0]} | ${d.searchTerm} | ${d.signal}: ${d.reason}`);
  });
  console.log(file.split('/').pop(), `p=${(ftp / (ftp + ffp)).toFixed(3)} r=${(ftp / (ftp + ffn)).toFixed(3)} cat=${(fcat / decisions.length).toFixed(3)} ms=${ms.toFixed(0)}`);
  tp += ftp; fp += ffp; fn += ffn; cat += fcat; n += decisions.length;
}
console.log(`ALL p=${(tp / (tp + fp)).toFixed(3)} r=${(tp / (tp + fn)).toFixed(3)} cat=${(cat / n).toFixed(3)}`);
