/** The onboarding screens, one lazy chunk (account spec 2.7), with their state and calls. */
import { registerFeature } from '../../app/lazyFeatures';
import { onboardingFeature } from './onboardingFeature';

registerFeature(onboardingFeature);

export { WelcomeStep } from './components/WelcomeStep';
export { ConfirmInfoStep } from './components/ConfirmInfoStep';
export { AddHaulerStep } from './components/AddHaulerStep';
export { HaulEquipmentStep } from './components/HaulEquipmentStep';
export { AddDriverStep } from './components/AddDriverStep';
export { AddDriverConfirmStep } from './components/AddDriverConfirmStep';
export { DrivePreferencesStep } from './components/DrivePreferencesStep';
export { LocationStep } from './components/LocationStep';
export { LoadPreferencesStep } from './components/LoadPreferencesStep';
export { CompleteStep } from './components/CompleteStep';
export { ScheduleCallScreen } from '../callRequest/components/ScheduleCallScreen';
