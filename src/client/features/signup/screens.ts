/** The signup screen's chunk (screenComponents.ts). */
export { SignupScreen } from './components/SignupScreen';
