import { describe, expect, it } from 'vitest';
import { readBusinessCategory } from './business-category.js';

describe('readBusinessCategory', () => {
  it('reads the noun the overview files the business under', () => {
    expect(
      readBusinessCategory('Huis Koel is a boutique hotel in the old town, with 24 rooms.'),
    ).toBe('hotel');
    expect(readBusinessCategory('We are a family bakery baking sourdough every morning.')).toBe(
      'bakery',
    );
    expect(
      readBusinessCategory('Ledgerly is a personal injury law firm in Memphis, Tennessee.'),
    ).toBe('firm');
    expect(
      readBusinessCategory("Brightpay is Norway's leading quoting software for small firms."),
    ).toBe('software');
  });

  it('looks past a noun that only says it is a business', () => {
    expect(readBusinessCategory('Tallyho is a leading provider of quoting software.')).toBe(
      'software',
    );
    expect(readBusinessCategory('Ridgeline is an online hiking boot retailer.')).toBe('boot');
    expect(readBusinessCategory('Acme is a trusted local company.')).toBeNull();
  });

  it('ends the noun where a verb begins, but reads an -ing trade after a praise word', () => {
    expect(readBusinessCategory('We are a family roofing contractor serving the county.')).toBe(
      'contractor',
    );
    expect(readBusinessCategory('Pipewell is a family-run plumbing business.')).toBe('plumbing');
    expect(readBusinessCategory('Crumbs is an award winning bakery.')).toBe('bakery');
  });

  it('reads nothing from an overview that does not introduce the business', () => {
    expect(
      readBusinessCategory('Roasting specialty beans since 1998 and shipping them.'),
    ).toBeNull();
    expect(readBusinessCategory('')).toBeNull();
  });
});
