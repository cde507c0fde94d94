import type { DeclineOutcome } from '../../repositories/carrierApplications';

/** Why an application could not be declined, said alike by the desk's API and its command line. */
export const declineRefusals: Record<Exclude<DeclineOutcome, 'declined'>, (id: number) => string> = {
  not_found: (id) => `There is no application ${id}.`,
  already_declined: (id) => `Application ${id} is declined already.`,
  registered: (id) => `Application ${id} cannot be declined: the carrier has registered with its link.`,
};
