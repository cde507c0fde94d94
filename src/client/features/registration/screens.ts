/** The registration wizard's chunk (screenComponents.ts). */
export { BusinessLocationScreen } from './components/BusinessLocationScreen';
export { FleetScreen } from './components/FleetScreen';
export { InsuranceDetailsScreen } from './components/InsuranceDetailsScreen';
export { RegistrationConfirmationScreen } from './components/RegistrationConfirmationScreen';
export { RegistrationWelcomeScreen } from './components/RegistrationWelcomeScreen';
