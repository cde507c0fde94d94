import { Type, type Static, type TLiteral, type TSchema } from '@sinclair/typebox';
import {
  AIAG_AREAS, AIAG_SEVERITIES, AIAG_TYPES, DAMAGE_CODES, DAMAGE_VIEWS, IDEMPOTENCY_KEY_PATTERN, INSPECTION_KINDS,
  INSPECTION_LIMITS as LIMITS, INSPECTION_STAGES, PHOTO_ANGLES, SIGNATURE_PAD,
  type AiagArea, type AiagSeverity, type AiagType, type DamageCode,
} from '../inspections';

/*
 * The driver's inspection on the wire (issue 24), declared once: what the driver's phone sends, and the record the
 * driver, the carrier and the desk read back. The client imports these types only (`import type`).
 *
 * A phone that is offline cannot know the ids the server will give, so it names each photo by the idempotency key
 * it uploaded the photo with, and an inspection names its photos by those keys.
 */

// Each value its own literal, so the static types are the unions ('pickup' | 'delivery'), not string.
const literals = <T extends readonly string[]>(values: T) => Type.Union(
  values.map((value) => Type.Literal(value)) as TLiteral<T[number]>[],
);
const keysOf = <K extends string>(table: Record<K, string>) => Object.keys(table) as K[];
const Key = Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN });
/*
 * Null or the schema. The server's Ajv coerces types ('array'), and in a plain union it would coerce a null to [null]
 * or 0 before trying the null branch: `nullable` (with a type) or null tried first keeps a null a null.
 */
const Nullable = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T> | null>(
  'type' in schema ? { ...schema, nullable: true } : { anyOf: [{ type: 'null' }, schema] },
);

export const InspectionKindSchema = literals(INSPECTION_KINDS);
export const InspectionStageSchema = literals(INSPECTION_STAGES);
export const PhotoAngleSchema = literals(PHOTO_ANGLES);
export const DamageViewSchema = literals(DAMAGE_VIEWS);
export const DamageCodeSchema = literals(keysOf<DamageCode>(DAMAGE_CODES));

export const AiagCodesSchema = Type.Object({
  area: literals(keysOf<AiagArea>(AIAG_AREAS)),
  type: literals(keysOf<AiagType>(AIAG_TYPES)),
  severity: literals(keysOf<AiagSeverity>(AIAG_SEVERITIES)),
});

/** Strokes drawn on the pad: each a flat list x0, y0, x1, y1, ... in pad units (SIGNATURE_PAD). */
export const SignatureSchema = Type.Array(
  Type.Array(Type.Integer({ minimum: 0, maximum: SIGNATURE_PAD.width }), { minItems: 2, maxItems: LIMITS.signaturePoints * 2 }),
  { minItems: 1, maxItems: LIMITS.signatureStrokes },
);

export const LocationSchema = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  accuracyMeters: Type.Number({ minimum: 0, maximum: 100_000 }),
});

const DamageFields = {
  view: DamageViewSchema,
  x: Type.Number({ minimum: 0, maximum: 1 }),
  y: Type.Number({ minimum: 0, maximum: 1 }),
  /** The bill of lading's code; an AIAG-coded inspection may give the AIAG codes alone. */
  code: Nullable(DamageCodeSchema),
  aiag: Nullable(AiagCodesSchema),
  note: Nullable(Type.String({ maxLength: LIMITS.noteLength })),
};

// ---- What the phone sends: POST /api/driver/loads/{id}/inspections

export const InspectionDamageBodySchema = Type.Object({
  ...DamageFields,
  photoKeys: Type.Array(Key, { maxItems: LIMITS.photosPerDamage }),
});

export const InspectionVehicleBodySchema = Type.Object({
  /** The vehicle's place on the load, from 1, as the load's `vehicles` list orders them. */
  position: Type.Integer({ minimum: 1, maximum: 100 }),
  vin: Type.String({ maxLength: 17 }),
  odometer: Nullable(Type.Integer({ minimum: 0, maximum: LIMITS.odometerMax })),
  photos: Type.Array(Type.Object({ photoKey: Key, angle: PhotoAngleSchema }), { maxItems: LIMITS.photosPerVehicle }),
  damages: Type.Array(InspectionDamageBodySchema, { maxItems: LIMITS.damagesPerVehicle }),
});

export const CustomerBodySchema = Type.Object({
  /** The shipper at pick-up, the receiver at delivery. */
  name: Type.String({ maxLength: LIMITS.nameLength }),
  /** Given at signing, the bill of lading is mailed there. */
  email: Nullable(Type.String({ maxLength: LIMITS.emailLength })),
  signature: Nullable(SignatureSchema),
  /** 'Customer Not Available' (a night drop, auction security): its reason stands instead of the signature. */
  notAvailableReason: Nullable(Type.String({ maxLength: LIMITS.reasonLength })),
});

export const InspectionBodySchema = Type.Object({
  /** Made on the phone; the same key sent again answers the inspection it first made. */
  idempotencyKey: Key,
  stage: InspectionStageSchema,
  /** When the driver signed, by the phone's clock (it may be sent later, from a place without a network). */
  inspectedAt: Type.String({ maxLength: 40 }),
  vehicles: Type.Array(InspectionVehicleBodySchema, { minItems: 1, maxItems: 100 }),
  customer: CustomerBodySchema,
  driverSignature: SignatureSchema,
  /** Delivery only: the receiver may inspect after the driver leaves. */
  subjectToInspection: Type.Boolean(),
  location: Nullable(LocationSchema),
});

// ---- What is read back: the driver's answer, GET /api/CarrierLoads/{id}/inspections, GET /api/desk/loads/{id}/inspections

export const InspectionPhotoSchema = Type.Object({
  photoId: Type.Integer(),
  photoKey: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** Signed, short-lived links (like documents' links): they need no session, so an <img> can show them. */
  url: Type.String(),
  thumbnailUrl: Type.String(),
});

export const InspectionDamageSchema = Type.Object({
  ...DamageFields,
  photos: Type.Array(InspectionPhotoSchema),
  /** Delivery only: noted at delivery with nothing like it at pick-up (inspectionRules.isNewDamage). */
  isNew: Type.Boolean(),
});

export const InspectionVehicleSchema = Type.Object({
  position: Type.Integer(),
  /** Year, make and model as the load lists the vehicle. */
  label: Type.String(),
  vin: Type.String(),
  odometer: Nullable(Type.Integer()),
  photos: Type.Array(Type.Object({ ...InspectionPhotoSchema.properties, angle: PhotoAngleSchema })),
  damages: Type.Array(InspectionDamageSchema),
});

export const InspectionRecordSchema = Type.Object({
  inspectionId: Type.Integer(),
  loadId: Type.Integer(),
  stage: InspectionStageSchema,
  kind: InspectionKindSchema,
  /** 1 for the first; a correction is a new version and the older ones are kept. */
  version: Type.Integer(),
  /** The newest version of its load and stage; older versions are listed with this false. */
  isCurrent: Type.Boolean(),
  inspectedAt: Type.String(),
  /** When the server received it (later than `inspectedAt` when it waited on the phone). */
  receivedAt: Type.String(),
  driverName: Type.String(),
  driverSignature: SignatureSchema,
  customer: Type.Object({
    name: Type.String(),
    email: Nullable(Type.String()),
    signature: Nullable(SignatureSchema),
    notAvailableReason: Nullable(Type.String()),
  }),
  subjectToInspection: Type.Boolean(),
  location: Nullable(LocationSchema),
  vehicles: Type.Array(InspectionVehicleSchema),
});

/** Every version of the load's inspections, pick-up first, then by version. */
export const InspectionsReplySchema = Type.Object({
  inspectionKind: InspectionKindSchema,
  records: Type.Array(InspectionRecordSchema),
});

/** POST /api/driver/loads/{id}/inspection-photos, the image's bytes as the body and its key in `Idempotency-Key`. */
export const InspectionPhotoUploadReplySchema = Type.Object({
  photoId: Type.Integer(),
  photoKey: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  bytes: Type.Integer(),
});

export type AiagCodes = Static<typeof AiagCodesSchema>;
export type Signature = Static<typeof SignatureSchema>;
export type InspectionLocation = Static<typeof LocationSchema>;
export type InspectionDamageBody = Static<typeof InspectionDamageBodySchema>;
export type InspectionVehicleBody = Static<typeof InspectionVehicleBodySchema>;
export type InspectionBody = Static<typeof InspectionBodySchema>;
export type InspectionPhoto = Static<typeof InspectionPhotoSchema>;
export type InspectionDamage = Static<typeof InspectionDamageSchema>;
export type InspectionVehicle = Static<typeof InspectionVehicleSchema>;
export type InspectionRecord = Static<typeof InspectionRecordSchema>;
export type InspectionsReply = Static<typeof InspectionsReplySchema>;
export type InspectionPhotoUploadReply = Static<typeof InspectionPhotoUploadReplySchema>;
