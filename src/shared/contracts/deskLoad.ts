import { Type, type Static } from '@sinclair/typebox';
import { InspectionKindSchema } from './inspection';
import { CARRIER_VIEW_FIELDS, LoadRecordSchema } from './load';

/** A load as the desk reads it: the carrier's load record seen by no carrier, with who posted it and its state. */

export const DESK_LOAD_STATUSES = ['Available', 'PendingPickup', 'InRoute', 'Delivered', 'Withdrawn'] as const;

export const DeskLoadStatusSchema = Type.Union(DESK_LOAD_STATUSES.map((status) => Type.Literal(status)));

const MaybeText = Type.Union([Type.String(), Type.Null()]);

export const DeskLoadRecordSchema = Type.Object({
  ...Type.Omit(LoadRecordSchema, CARRIER_VIEW_FIELDS).properties,
  status: DeskLoadStatusSchema,
  carrierClientId: Type.Union([Type.Integer(), Type.Null()]),
  brokerReference: MaybeText,
  postedBy: MaybeText,
  visibleToCarriers: Type.Boolean(),
  withdrawnAt: MaybeText,
  /** What the driver's inspection asks for at each end (issue 24). */
  inspectionKind: InspectionKindSchema,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export type DeskLoadStatus = (typeof DESK_LOAD_STATUSES)[number];
export type DeskLoadRecord = Static<typeof DeskLoadRecordSchema>;
