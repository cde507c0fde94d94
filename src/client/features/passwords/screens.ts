/** The password screens' chunk (screenComponents.ts). */
export { ExpiredPasswordScreen } from './components/ExpiredPasswordScreen';
export { ForgotPasswordScreen } from './components/ForgotPasswordScreen';
export { ResetPasswordScreen } from './components/ResetPasswordScreen';
