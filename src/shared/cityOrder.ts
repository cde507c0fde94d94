/** The OriginCity sort: 'City, ST' in alphabetical order by this collator, for the search index and the lists alike. */
export const originCityCollator = new Intl.Collator('en-US');

export const originCityKey = (city: string, state: string) => `${city}, ${state}`;
