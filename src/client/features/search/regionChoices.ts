/** The regions of loads spec 3 as choices of the location overlay, listed and suggested while typing. */
import { LOCATION_PREDICTION_MIN_CHARS } from '../../../shared/constants';
import type { LocationResult } from '../../../shared/loads';
import { REGIONS, type Region } from '../../../shared/regions';

/** One line of the overlay's suggestions: a region matched by its label, or a place from the gazetteer. */
export type LocationChoice = { kind: 'region'; region: Region } | { kind: 'place'; place: LocationResult };

/** 'AZ, CA, NV': what a region searches, so a carrier sees its edges before choosing it. */
export const regionStates = (region: Region) => region.states.join(', ');

const lettersOf = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/**
 * A region is suggested when its label, or one word of it, starts with the typed letters, so 'south',
 * 'midatl' and 'rocky' find theirs while two letters inside a word ('es', 'al') find nothing.
 */
export function matchRegions(term: string): Region[] {
  const typed = lettersOf(term);
  if (typed.length < LOCATION_PREDICTION_MIN_CHARS) return [];
  return REGIONS.filter(
    (region) =>
      lettersOf(region.label).startsWith(typed) ||
      region.label.split(' ').some((word) => lettersOf(word).startsWith(typed)),
  );
}

export function locationChoices(term: string, places: LocationResult[]): LocationChoice[] {
  return [
    ...matchRegions(term).map((region): LocationChoice => ({ kind: 'region', region })),
    ...places.map((place): LocationChoice => ({ kind: 'place', place })),
  ];
}
