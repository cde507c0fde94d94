/** Drivers and Fleet's truck screens (screenComponents.ts). */
export { AddTruckScreen } from './components/AddTruckScreen';
export { EditTruckScreen } from './components/EditTruckScreen';
export { FleetScreen } from './components/FleetScreen';
