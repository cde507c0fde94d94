import { Type, type Static } from '@sinclair/typebox';

/** POST CallRequests: a carrier asks dispatch to call at a time from shared/callSlots.ts, shown in its own zone. */

export const CallRequestBodySchema = Type.Object({
  callAt: Type.String({ maxLength: 40 }),
  /** The carrier's IANA zone ('America/Chicago'); an unknown one is read as UTC. */
  timeZone: Type.Optional(Type.String({ maxLength: 64 })),
});

export type CallRequestBody = Static<typeof CallRequestBodySchema>;

export const CallRequestSchema = Type.Object({
  id: Type.Integer(),
  callAt: Type.String({ format: 'date-time' }),
  timeZone: Type.String(),
});

export type CallRequest = Static<typeof CallRequestSchema>;
