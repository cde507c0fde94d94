/** The registration wizard's chunk (screenComponents.ts), with the application that leads to it. */
export { ApplicationScreen } from './components/ApplicationScreen';
export { BusinessLocationScreen } from './components/BusinessLocationScreen';
export { FleetScreen } from './components/FleetScreen';
export { InsuranceDetailsScreen } from './components/InsuranceDetailsScreen';
export { RegistrationConfirmationScreen } from './components/RegistrationConfirmationScreen';
export { RegistrationWelcomeScreen } from './components/RegistrationWelcomeScreen';
