/** My Account's screens, one chunk (screenComponents.ts). */
export { BusinessInfoScreen } from './components/BusinessInfoScreen';
export { EditProfileScreen } from './components/EditProfileScreen';
export { MyAccountScreen } from './components/MyAccountScreen';
