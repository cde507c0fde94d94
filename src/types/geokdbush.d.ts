// geokdbush 2 ships no types; these describe the two functions it exports.
declare module 'geokdbush' {
  import type KDBush from 'kdbush';

  /** Indices of the points nearest to (lng, lat), closest first, optionally within maxDistance kilometres. */
  export function around(
    index: KDBush,
    lng: number,
    lat: number,
    maxResults?: number,
    maxDistance?: number,
    filter?: (index: number) => boolean,
  ): number[];

  /** Great-circle distance in kilometres. */
  export function distance(lng: number, lat: number, lng2: number, lat2: number): number;
}
