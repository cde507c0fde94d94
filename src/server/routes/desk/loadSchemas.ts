import { Type } from '@fastify/type-provider-typebox';
import { DeskLoadRecordSchema, DeskLoadStatusSchema } from '../../../shared/contracts/deskLoad';
import { MultilineText } from '../../http/plainText';
import { IMPORT_MODES } from '../../services/loadPosting/importCsv';
import { DATE_FIELDS, FLAG_FIELDS, MAX_VEHICLES, PLACE_FIELDS } from '../../repositories/postedLoadFields';

/*
 * The desk's load calls on the wire. Fields of a posted load are declared with their types but optional: the
 * posting service names every missing one at once, as it does for a CSV row.
 */

const DateText = Type.String({ description: 'YYYY-MM-DD' });
const optional = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

const PostedVehicleSchema = Type.Object({
  year: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  make: Type.Optional(Type.String()),
  model: Type.Optional(Type.String()),
  subModel: optional(Type.String()),
  weight: Type.Optional(Type.Union([Type.Integer({ description: 'pounds' }), Type.Null()])),
  inoperable: Type.Optional(Type.Boolean()),
});

const placeFields = (end: 'origin' | 'destination') => Object.fromEntries(PLACE_FIELDS.map((field) => [`${end}${field}`,
  field === 'Comments' ? optional(MultilineText()) : field === 'BusinessHours' ? optional(Type.String()) : Type.Optional(Type.String())]));

export const PostedLoadSchema = Type.Object({
  brokerReference: Type.Optional(Type.String({ description: "The broker's own reference, unique per poster" })),
  rate: Type.Optional(Type.Number({ description: 'Carrier pay in dollars, whole cents' })),
  miles: Type.Optional(Type.Union([Type.Number(), Type.Null()], { description: 'Road miles; estimated from the places when not given' })),
  vehicles: Type.Optional(Type.Array(PostedVehicleSchema, { maxItems: MAX_VEHICLES })),
  ...placeFields('origin'),
  ...placeFields('destination'),
  ...Object.fromEntries(DATE_FIELDS.map((field) => [field, field.endsWith('Pickup') ? Type.Optional(DateText) : optional(DateText)])),
  ...Object.fromEntries(FLAG_FIELDS.map((field) => [field, Type.Optional(Type.Boolean())])),
  inspectionKind: optional(Type.String({ description: 'What the driver\'s inspection asks for: standard (the default), advanced or aiag' })),
});

export const DeskLoadListSchema = Type.Object({ records: Type.Array(DeskLoadRecordSchema), totalRecordCount: Type.Integer() });

export const DeskLoadListQuery = Type.Object({
  status: Type.Optional(DeskLoadStatusSchema),
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export const LoadIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const PostedIdSchema = Type.Object({ id: Type.Integer() });

export const ImportQuery = Type.Object({
  mode: Type.Union(IMPORT_MODES.map((mode) => Type.Literal(mode)), { default: 'all-or-nothing' }),
});

export const ImportReportSchema = Type.Object({
  message: Type.String(),
  mode: Type.Union(IMPORT_MODES.map((mode) => Type.Literal(mode))),
  stored: Type.Boolean(),
  rows: Type.Integer(),
  created: Type.Integer(),
  unchanged: Type.Integer(),
  rejected: Type.Integer(),
  createdIds: Type.Array(Type.Integer()),
  errors: Type.Array(Type.Object({ line: Type.Integer(), field: Type.String(), message: Type.String() })),
});
