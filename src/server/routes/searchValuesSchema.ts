import { Type } from '@fastify/type-provider-typebox';
import { SEARCH_SORT_FIELDS } from '../../shared/constants';

/*
 * Search values (loads spec section 3) on the wire. Requests are lenient: every value is optional and of any
 * type, because normalizeSearchCriteria (shared/searchCriteria.ts) parses numbers and drops what is not finite,
 * as the spec asks, instead of refusing the search. Answers are exact.
 */

const searchValueKeys = [
  'originCity', 'originState', 'originGeoCodeLatitude', 'originGeoCodeLongitude', 'origins',
  'destinationCity', 'destinationState', 'destinationGeoCodeLatitude', 'destinationGeoCodeLongitude', 'destinations',
  'availableFrom', 'availableThru', 'originGeoCodeMileRadius', 'destinationGeoCodeMileRadius',
  'minPricePerMile', 'maxVehicles', 'maxWeightLbs', 'enclosedTruckRequired', 'inOperableVehiclesQueryType',
  'sortField', 'sortAscending', 'sortKey',
] as const;

/** Declares the keys so PascalCase payload keys find them; undeclared keys are dropped. */
export const SearchValuesBodySchema = Type.Object(
  Object.fromEntries(searchValueKeys.map((key) => [key, Type.Optional(Type.Unknown())])),
  { additionalProperties: false },
);

const Text = Type.Optional(Type.String());
const Amount = Type.Optional(Type.Number());
const Flag = Type.Optional(Type.Boolean());
const Texts = Type.Optional(Type.Array(Type.String()));

/** shared/loads.ts SearchCriteria as normalizeSearchCriteria leaves it. */
export const SearchCriteriaSchema = Type.Object({
  originCity: Text,
  originState: Text,
  originGeoCodeLatitude: Amount,
  originGeoCodeLongitude: Amount,
  origins: Texts,
  destinationCity: Text,
  destinationState: Text,
  destinationGeoCodeLatitude: Amount,
  destinationGeoCodeLongitude: Amount,
  destinations: Texts,
  availableFrom: Text,
  availableThru: Text,
  originGeoCodeMileRadius: Amount,
  destinationGeoCodeMileRadius: Amount,
  minPricePerMile: Amount,
  maxVehicles: Amount,
  maxWeightLbs: Amount,
  enclosedTruckRequired: Flag,
  inOperableVehiclesQueryType: Type.Optional(Type.Union([Type.Literal('Any'), Type.Literal('Operable'), Type.Literal('InOperable')])),
  sortField: Type.Optional(Type.Union(SEARCH_SORT_FIELDS.map((field) => Type.Literal(field)))),
  sortAscending: Flag,
  sortKey: Text,
});

/** A saved or recent search (loads spec section 3). */
export const StoredSearchSchema = Type.Object({
  id: Type.Integer(),
  carrierSearchDto: SearchCriteriaSchema,
});
