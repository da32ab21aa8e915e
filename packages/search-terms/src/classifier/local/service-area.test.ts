import { describe, expect, it } from 'vitest';
import { getDefaultPlaceFinder } from '../places/index.js';
import { tokenize } from '../text/fold-text.js';
import { distanceInKm, locateInServiceArea, readServiceArea } from './service-area.js';

const places = getDefaultPlaceFinder();

function locate(area: NonNullable<ReturnType<typeof readServiceArea>>, name: string) {
  const [mention] = places.find(tokenize(name));
  return locateInServiceArea(area, mention!).where;
}

describe('the service area', () => {
  it('reads the towns a scope rule names, in the country most of them lie in', () => {
    const area = readServiceArea(
      ['We only work in Sheffield, Rotherham, Springfield and Barnsley.'],
      places,
    );
    expect(area?.country).toBe('GB');
    expect(area?.towns.map((town) => town.name)).toEqual(['sheffield', 'rotherham', 'barnsley']);
  });

  it('has no area for a business that ships from the towns it names', () => {
    expect(
      readServiceArea(
        ['We deliver across Great Britain only, from Sheffield and Rotherham.'],
        places,
      ),
    ).toBeNull();
  });

  it('has no area without at least two towns of one country', () => {
    expect(readServiceArea(['We ship within Norway only.'], places)).toBeNull();
    // Counties named like towns elsewhere draw no area around those towns.
    expect(readServiceArea(['We only serve Clermont and Montgomery counties.'], places)).toBeNull();
    expect(readServiceArea(['We only work in Sheffield.'], places)).toBeNull();
  });

  it("draws the area around the town of the overview's premises, though no rule says only", () => {
    const area = readServiceArea([], places, ['Two clinics in Sheffield', 'no referral needed']);
    expect(area?.country).toBe('GB');
    expect(area?.towns.map((town) => town.name)).toEqual(['sheffield']);
    // Delivering a few kilometres from the doors is still local.
    expect(
      readServiceArea([], places, [
        'Three restaurants in Sheffield',
        'delivery within about 4 km of each restaurant',
      ])?.towns.map((town) => town.name),
    ).toEqual(['sheffield']);
  });

  it('has no area for premises of a business that ships far', () => {
    expect(readServiceArea([], places, ['A shop in Sheffield', 'we ship nationwide'])).toBeNull();
    // A town named without premises is where a business is, not whom it serves.
    expect(readServiceArea([], places, ['Founded in Sheffield in 1990'])).toBeNull();
  });

  it('still reads the towns a sentence names beside its counties', () => {
    const area = readServiceArea(
      ['We serve Washtenaw and Calhoun counties only (Ann Arbor, Ypsilanti).'],
      places,
    );
    expect(area?.country).toBe('US');
    expect(area?.towns.map((town) => town.name)).toEqual(['ann arbor', 'ypsilanti']);
  });

  it('places a town near a named one inside, and a far one of the same country outside', () => {
    const area = readServiceArea(['We only work in Sheffield and Rotherham.'], places)!;
    expect(locate(area, 'chesterfield')).toBe('inside');
    expect(locate(area, 'norwich')).toBe('outside');
    expect(locate(area, 'budapest')).toBe('elsewhere');
  });

  it('measures great-circle distances', () => {
    // One degree of latitude is about 111 km anywhere.
    expect(distanceInKm(50, 0, 51, 0)).toBeCloseTo(111.2, 0);
  });
});
