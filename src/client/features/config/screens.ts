/** The config screen's chunk (screenComponents.ts). */
export { ConfigScreen } from './components/ConfigScreen';
