/**
 * Search values (loads spec section 3) declared once: the routes validate and document OpenAPI with these
 * schemas, and every other module takes the types. The client imports types only (`import type`), so TypeBox
 * stays out of its bundle; it reads values with shared/searchCriteria.ts, whose readers these keys type-check.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SEARCH_SORT_FIELDS } from '../constants';
import { INOPERABLE_VEHICLE_TYPES, MAX_SEARCH_TEXT_LENGTH } from '../searchCriteria';

const Text = Type.Optional(Type.String({ minLength: 1, maxLength: MAX_SEARCH_TEXT_LENGTH }));
const Texts = Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: MAX_SEARCH_TEXT_LENGTH }), { minItems: 1 }));
const Latitude = Type.Optional(Type.Number({ minimum: -90, maximum: 90 }));
const Longitude = Type.Optional(Type.Number({ minimum: -180, maximum: 180 }));
/** A radius the carrier chose: 0 or none searches the default (`searchMileRadius`). */
const Radius = Type.Optional(Type.Number({ exclusiveMinimum: 0 }));
const Amount = Type.Optional(Type.Number({ minimum: 0 }));
const Day = Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD' }));
const Flag = Type.Optional(Type.Boolean());
const choice = <T extends string>(values: readonly T[]) => Type.Optional(Type.Union(values.map((value) => Type.Literal(value))));

/** The search values a carrier sets, saves and recalls, in their canonical form (`readSearchCriteria`). */
export const SearchValuesSchema = Type.Object({
  originCity: Text,
  originState: Text,
  originGeoCodeLatitude: Latitude,
  originGeoCodeLongitude: Longitude,
  originGeoCodeMileRadius: Radius,
  origins: Texts,
  destinationCity: Text,
  destinationState: Text,
  destinationGeoCodeLatitude: Latitude,
  destinationGeoCodeLongitude: Longitude,
  destinationGeoCodeMileRadius: Radius,
  destinations: Texts,
  availableFrom: Day,
  availableThru: Day,
  minPricePerMile: Amount,
  maxVehicles: Amount,
  maxWeightLbs: Amount,
  enclosedTruckRequired: Flag,
  inOperableVehiclesQueryType: choice(INOPERABLE_VEHICLE_TYPES),
  sortField: choice(SEARCH_SORT_FIELDS),
  sortAscending: Flag,
  sortKey: Text,
}, { additionalProperties: false });

export type SearchValues = Static<typeof SearchValuesSchema>;

/** A search as `POST CarrierLoads/search/available` takes it: the search values, and the map popup's loads. */
export const SearchCriteriaSchema = Type.Object({
  ...SearchValuesSchema.properties,
  orderIds: Type.Optional(Type.Array(Type.Integer(), { description: 'Map popup: only these loads.' })),
}, { additionalProperties: false });

export type SearchCriteria = Static<typeof SearchCriteriaSchema>;

/** A saved or recent search (loads spec section 7). */
export const StoredSearchSchema = Type.Object({
  id: Type.Integer(),
  carrierSearchDto: SearchValuesSchema,
});

export type StoredSearch = Static<typeof StoredSearchSchema>;
