/**
 * The password hash of an account whose owner has not chosen a password yet (a registered owner, an invited
 * user): no scrypt hash has this shape, so nothing signs in until a mailed code sets a real one.
 */
export const UNUSABLE_PASSWORD_HASH = '!unset';

export const hasNoPasswordYet = (passwordHash: string) => passwordHash === UNUSABLE_PASSWORD_HASH;
