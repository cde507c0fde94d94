import { Type, type Static } from '@sinclair/typebox';

/** GET and PUT Clients/BusinessInformation answer (account spec 2.11): the carrier's own client; its name is read-only. */

const MaybeText = Type.Union([Type.String(), Type.Null()]);

export const BusinessInformationSchema = Type.Object({
  clientId: Type.Integer(),
  name: Type.String(),
  primaryPhone: MaybeText,
  cellPhone: MaybeText,
  email: MaybeText,
  address1: MaybeText,
  address2: MaybeText,
  city: MaybeText,
  state: MaybeText,
  zip: MaybeText,
});

export type BusinessInformation = Static<typeof BusinessInformationSchema>;
