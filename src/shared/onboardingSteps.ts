/** The onboarding screens of account spec 2.1 and 2.7, in order; the server stores the one a user reached. */
export const ONBOARDING_STEPS = [
  'welcome',
  'confirm-info',
  'add-hauler',
  'haul-equipment',
  'add-driver',
  'add-driver-confirm',
  'haul-drive-preferences',
  'location',
  'load-preferences',
  'complete',
] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Spec 9: the step counter's total. */
export const ONBOARDING_STEP_TOTAL = 7;

/** The counter's number for a step (add hauler is step 2 ... location step 7); null for steps without one. */
export const ONBOARDING_STEP_NUMBERS: Partial<Record<OnboardingStep, number>> = {
  'confirm-info': 1,
  'add-hauler': 2,
  'haul-equipment': 3,
  'add-driver': 4,
  'add-driver-confirm': 5,
  'haul-drive-preferences': 6,
  location: 7,
};

export const onboardingPath = (step: OnboardingStep) => `/onboard/${step}`;
