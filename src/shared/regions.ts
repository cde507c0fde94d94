/**
 * Regions a carrier can prefer (account spec 3) and search by (loads spec 3).
 * The two documents spell some values differently ('SouthWest' and 'SouthWast'); the accepted
 * value is not given, so each region carries both and `findRegion` accepts either.
 */
export interface Region {
  label: string;
  /** Spelling of the account document (onboarding location preferences). */
  value: string;
  /** Spelling of the loads document (search region field). */
  field: string;
  states: readonly string[];
}

export const REGIONS: readonly Region[] = [
  { label: 'Mid Atlantic', value: 'MidAtlantic', field: 'MidAtlantic', states: ['VA', 'WV', 'MD', 'DE', 'PA', 'NJ', 'DC'] },
  { label: 'Midwest', value: 'MidWest', field: 'MidWest', states: ['IL', 'IN', 'OH', 'MI', 'KY'] },
  {
    label: 'North Central',
    value: 'NorthCentral',
    field: 'NorthCentral',
    states: ['KS', 'NE', 'SD', 'ND', 'WI', 'MN', 'IA', 'MO'],
  },
  { label: 'Northeast', value: 'NorthEast', field: 'NorthEast', states: ['NY', 'CT', 'RI', 'MA', 'VT', 'NH', 'ME'] },
  { label: 'Northwest', value: 'NorthWest', field: 'NorthWest', states: ['OR', 'WA', 'ID', 'MT', 'AK'] },
  // The spec lists 'OR' here too, a slip: Oregon is in the Northwest only.
  { label: 'South Central', value: 'SouthCentral', field: 'SouthCentral', states: ['TX', 'LA', 'OK', 'AR', 'MS'] },
  { label: 'Southeast', value: 'SouthEast', field: 'SouthEast', states: ['TN', 'NC', 'SC', 'GA', 'AL', 'FL'] },
  { label: 'Southwest', value: 'SouthWest', field: 'SouthWast', states: ['AZ', 'CA', 'NV'] },
  { label: 'Rocky Mountains', value: 'RockyMountains', field: 'RockyMountains', states: ['UT', 'CO', 'WY'] },
];

export function findRegion(valueOrField: string): Region | undefined {
  const wanted = valueOrField.toLowerCase();
  return REGIONS.find((region) => region.value.toLowerCase() === wanted || region.field.toLowerCase() === wanted);
}
