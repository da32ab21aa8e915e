import { describe, expect, it } from 'vitest';
import { formatCsvLine } from './csv.js';

describe('formatCsvLine', () => {
  it('writes plain cells as they are and empty ones for missing values', () => {
    expect(formatCsvLine(['stove parts', 12.5, 3, true, null, undefined])).toBe(
      'stove parts,12.5,3,true,,',
    );
  });

  it('quotes cells holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(formatCsvLine(['a, b', 'say "hi"', 'two\nlines'])).toBe(
      '"a, b","say ""hi""","two\nlines"',
    );
  });

  it('keeps a spreadsheet from running a text cell that starts like a formula', () => {
    expect(formatCsvLine(['=HYPERLINK("x")', '+1', '-stove', '@sum', 'a=b'])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-stove,'@sum,a=b`,
    );
  });

  it('writes numbers as numbers, negative ones too', () => {
    expect(formatCsvLine([-1.5, 0])).toBe('-1.5,0');
  });
});
