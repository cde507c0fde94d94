import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { EQUIPMENT_TYPES, MAX_TRUCK_ROWS, MAX_TRUCKS_PER_CHANGE, truckWords, type EquipmentType } from '../../../shared/formWords';
import type { TruckRowValues } from '../../../shared/onboardingSchemas';
import { validationFailed } from '../../http/failures';
import { messagesKeyword } from '../../http/validation';

/*
 * The fleet forms of account spec 2.7 and 2.9 in route schemas, with the forms' own words (`truckRowSchema`,
 * `truckQuantitiesSchema`, `truckRemovalSchema`). Numbers may come as numeric text; a whole number is a number
 * that is a multiple of 1, so 'many' and 2.5 are told apart.
 */

const words = (messages: Record<string, string>) => ({ [messagesKeyword]: messages });

const Quantity = Type.Number({
  multipleOf: 1, minimum: 1, maximum: 999,
  ...words({
    type: truckWords.quantityNotNumber, required: truckWords.quantityRequired, multipleOf: truckWords.quantityWhole,
    minimum: truckWords.quantityAtLeast, maximum: truckWords.quantityAtMost,
  }),
});

const TruckId = Type.Number({
  multipleOf: 1, minimum: 1, maximum: Number.MAX_SAFE_INTEGER,
  ...words(Object.fromEntries(['type', 'required', 'multipleOf', 'minimum', 'maximum'].map((keyword) => [keyword, truckWords.chooseTruck]))),
});

const { truckType } = truckWords;
const TruckRow = Type.Object({
  quantity: Quantity,
  carrierEquipmentType: Type.Unsafe<EquipmentType>({
    type: 'string', enum: [...EQUIPMENT_TYPES], ...words({ type: truckWords.equipmentType, enum: truckWords.equipmentType, required: truckWords.equipmentType }),
  }),
  isFlatBed: Type.Boolean({ default: false }),
  capacity: Type.Number({
    multipleOf: 1, minimum: 1, maximum: 10,
    ...words({ type: truckType, required: truckWords.truckTypeRequired, multipleOf: truckType, minimum: truckType, maximum: truckType }),
  }),
}, { additionalProperties: false });

const listOf = <T extends TSchema>(item: T, maxItems: number, messages: { required: string; minItems: string; maxItems: string }) =>
  Type.Array(item, { minItems: 1, maxItems, ...words(messages) });

/** POST CarrierTrucks: rows of trucks to add, named 'trucks' and 'trucks[1].quantity' in the answer. */
export const AddTrucksBody = Type.Object({
  clientId: Type.Optional(Type.Integer()),
  trucks: listOf(TruckRow, MAX_TRUCK_ROWS, { required: truckWords.atLeastOneRow, minItems: truckWords.atLeastOneRow, maxItems: truckWords.tooManyRows }),
}, { additionalProperties: false });

const changeWords = { required: truckWords.chooseTruck, minItems: truckWords.chooseTruck, maxItems: truckWords.tooManyTrucks };

/** PUT CarrierTrucks: new quantities of trucks the carrier has. */
export const QuantitiesBody = Type.Object({
  clientId: Type.Optional(Type.Integer()),
  trucks: listOf(Type.Object({ carrierTruckId: TruckId, quantity: Quantity }, { additionalProperties: false }), MAX_TRUCKS_PER_CHANGE, changeWords),
}, { additionalProperties: false });

/** DELETE CarrierTrucks: the trucks to remove. */
export const RemovalBody = Type.Object({
  clientId: Type.Optional(Type.Integer()),
  carrierTruckIds: listOf(TruckId, MAX_TRUCKS_PER_CHANGE, changeWords),
}, { additionalProperties: false });

/** The rows to add; a flatbed carries 1 car, the one rule its schema leaves to this check. */
export function truckRowsOf(body: Static<typeof AddTrucksBody>): TruckRowValues[] {
  const flatbedErrors = body.trucks.flatMap((row, index) => (row.isFlatBed && row.capacity > 1
    ? [{ field: `trucks[${index}].capacity`, message: truckWords.flatbed }] : []));
  if (flatbedErrors.length > 0) throw validationFailed(flatbedErrors);
  return body.trucks;
}
