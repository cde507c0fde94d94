import type { Kysely } from 'kysely';
import type { OnboardingStep } from '../../../shared/onboardingSteps';
import { invalidRegistrationCodeMessage, OWNER_SET_PASSWORD_LIFETIME_DAYS } from '../../../shared/registration';
import { RESET_PASSWORD_PATH } from '../../auth/passwordReset';
import { hashToken, newAccessToken } from '../../auth/tokens';
import { UNUSABLE_PASSWORD_HASH } from '../../auth/unsetPassword';
import type { Database } from '../../db/tables';
import { throttled, validationFailed } from '../../http/failures';
import { HttpError } from '../../http/errors';
import { insertPasswordReset } from '../../repositories/passwordResets';
import { insertCarrierRegistration, markRegistrationCodeUsed } from '../../repositories/registrationCodes';
import { normalizeEmail } from '../../repositories/accounts';
import { findUserByEmail, insertUser } from '../../repositories/users';
import type { MailMessage } from '../mail/types';
import { codeJustTaken, countWrongCode, findCode, registrationLockSeconds, usableCode } from './codes';
import { ownerMail } from './ownerMail';
import { refuseCapacityOutOfFleet, trimmedValues, type RegistrationValues } from './validateForm';

const dayMs = 24 * 60 * 60 * 1000;
export { UNUSABLE_PASSWORD_HASH };
export const emailTakenMessage = 'An account with this email address already exists';

export interface CompletedRegistration {
  clientId: number;
  userId: number;
  mail: MailMessage;
}

const codeRefused = (status: 400 | 409) => new HttpError(status, invalidRegistrationCodeMessage, {
  code: status === 400 ? 'validation_failed' : 'conflict',
  errors: [{ field: 'registrationCode', message: invalidRegistrationCodeMessage }],
});

export const registrationThrottled = (secondsLeft: number) =>
  throttled('Too many registration attempts.', secondsLeft, { plural: 'always' });

class CodeAlreadyUsed extends Error {}

export async function completeRegistration(
  db: Kysely<Database>, request: { body: Record<string, unknown>; address: string; origin: string; now: Date },
): Promise<CompletedRegistration> {
  const { body, now } = request;
  const lockedFor = await registrationLockSeconds(db, request.address, now);
  if (lockedFor > 0) throw registrationThrottled(lockedFor);

  const code = typeof body.registrationCode === 'string' ? body.registrationCode : '';
  const found = await findCode(db, code);
  if (codeJustTaken(found, now)) throw codeRefused(409);
  const row = usableCode(found, now) ? found : null;
  if (!row) {
    await countWrongCode(db, request.address, now);
    throw codeRefused(400);
  }
  const values = trimmedValues(body);
  refuseCapacityOutOfFleet(values);
  const taken = () => validationFailed([{ field: 'companyEmailAddress', message: emailTakenMessage }]);
  if (await findUserByEmail(db, values.companyEmailAddress)) throw taken();

  const setPasswordCode = newAccessToken();
  try {
    const created = await db.transaction().execute(async (trx) => {
      if (!(await markRegistrationCodeUsed(trx, row.codeHash, now.toISOString()))) throw new CodeAlreadyUsed();
      return createCarrier(trx, { values, codeHash: row.codeHash, setPasswordCodeHash: hashToken(setPasswordCode), now });
    });
    const link = `${request.origin}${RESET_PASSWORD_PATH}?userId=${created.userId}&resetCode=${encodeURIComponent(setPasswordCode)}`;
    return { ...created, mail: ownerMail(values, link) };
  } catch (error) {
    if (error instanceof CodeAlreadyUsed) throw codeRefused(409);
    // Two codes registering one address at once: the unique e-mail index lets only one through.
    if (await findUserByEmail(db, values.companyEmailAddress)) throw taken();
    throw error;
  }
}

async function createCarrier(
  trx: Kysely<Database>, input: { values: RegistrationValues; codeHash: string; setPasswordCodeHash: string; now: Date },
): Promise<{ clientId: number; userId: number }> {
  const { values, now } = input;
  const createdAt = now.toISOString();
  const email = normalizeEmail(values.companyEmailAddress);
  const { id: clientId } = await trx.insertInto('clients').values({
    name: values.companyName, primaryPhone: values.officePhone, cellPhone: values.mobilePhone || null, email,
    address1: values.address1, address2: values.address2 || null, city: values.city, state: values.state, zip: values.zip,
    dotNumber: values.dotNumber, mcNumber: values.mcNumber, federalTaxId: values.federalTaxId,
    defaultPaymentMethod: 'ThirtyDayPay', paymentMethodChangeRequested: null, damageInsuranceExpires: null,
    liabilityInsuranceExpires: null, haveTwicCard: 0, haveStraps: 0, haveWinches: 0, trucksHaveInternet: 0, handleInops: 0, createdAt,
  }).returning('id').executeTakeFirstOrThrow();
  const [firstName, ...rest] = values.ownerName.split(/\s+/);
  const userId = await insertUser(trx, {
    clientId, userName: email, email, firstName, lastName: rest.join(' '), primaryPhone: values.officePhone,
    cellPhone: values.mobilePhone || null, address1: values.address1, address2: values.address2 || null, city: values.city,
    state: values.state, zip: values.zip, passwordHash: UNUSABLE_PASSWORD_HASH, passwordExpiresAt: null,
    lessThan500: 0, moreThan500: 0, regions: '[]', createdAt,
    // A stored step marks a carrier still onboarding: the first sign-in leads there (no step: never needed it).
    onboardingStep: 'welcome' satisfies OnboardingStep,
  });
  // The fleet answers are totals only; the trucks themselves are added with their types during onboarding.
  await insertCarrierRegistration(trx, {
    codeHash: input.codeHash, companyName: values.companyName, companyEmailAddress: email,
    form: JSON.stringify({ ...values, clientId, userId }), createdAt,
  });
  await insertPasswordReset(trx, {
    userId, codeHash: input.setPasswordCodeHash,
    expiresAt: new Date(now.getTime() + OWNER_SET_PASSWORD_LIFETIME_DAYS * dayMs).toISOString(),
  });
  return { clientId, userId };
}
