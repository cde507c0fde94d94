/** The help screens' chunk (screenComponents.ts). */
export { ContactDispatchScreen } from './components/ContactDispatchScreen';
export { ContactUsScreen } from './components/ContactUsScreen';
export { FaqScreen } from './components/FaqScreen';
export { LegalScreen } from './components/LegalScreen';
export { TipsAndToolsScreen } from './components/TipsAndToolsScreen';
export { TutorialVideoScreen } from './components/TutorialVideoScreen';
