import type { InsuranceExpiration } from '../../../shared/dashboard';
import type { InsuranceExpiry } from '../../repositories/carrierDocuments';

/** The alert shows from 30 days before a cover ends: a month to renew it (docs/decisions.md). */
export const INSURANCE_EXPIRATION_WARNING_THRESHOLD = 30;

const dayMs = 86_400_000;

/** Whole days from today's UTC date to the cover's last day. */
function daysUntil(isoDay: string | null, now: Date): number | null {
  if (!isoDay) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${isoDay}T00:00:00.000Z`) - today) / dayMs);
}

export function insuranceExpiration(expiry: InsuranceExpiry, now: Date): InsuranceExpiration {
  return {
    daysUntilDamageExpiration: daysUntil(expiry.damageExpiresOn, now),
    daysUntilLiabilityExpiration: daysUntil(expiry.liabilityExpiresOn, now),
    insuranceExpirationWarningThreshold: INSURANCE_EXPIRATION_WARNING_THRESHOLD,
  };
}
