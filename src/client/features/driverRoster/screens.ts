/** Drivers and Fleet's driver screens, one chunk with the fleet's (screenComponents.ts). */
export { AddDriverScreen, EditDriverScreen } from './components/DriverFormScreen';
export { DriversScreen } from './components/DriversScreen';
