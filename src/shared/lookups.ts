/** Configuration values the portal looks up by key (account spec 7, `GET Lookups/{key}`), set with the desk. */
export const LOOKUP_KEYS = ['PaymentTerms', 'DisputePaymentEmailAddress', 'CarrierDispatchEmailAddress', 'CarrierDispatchPhoneNumber'] as const;
export type LookupKey = (typeof LOOKUP_KEYS)[number];
