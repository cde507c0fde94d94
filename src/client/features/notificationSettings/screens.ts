/** The settings screens' chunk (screenComponents.ts). */
export { EmailNotificationsScreen, TextNotificationsScreen } from './components/NotificationSettingsScreen';
export { SettingsScreen } from './components/SettingsScreen';
