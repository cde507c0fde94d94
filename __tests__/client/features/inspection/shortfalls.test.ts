import { makeStore } from '../../../../src/client/app/store';
import { selectOpenFieldErrors, selectOpenShortfalls } from '../../../../src/client/features/inspection/selectors';
import {
  customerChanged, customerSigned, damageChanged, damagePlaced, driverSigned, inspectionOpened, locationReceived, photoKept, vehicleChanged,
} from '../../../../src/client/features/inspection/slice';
import { shortfallLine } from '../../../../src/client/features/inspection/words';
import type { InspectionKind } from '../../../../src/shared/inspections';
import { GOOD_VINS, SIGNATURE } from './drafts';
import { registerFeature } from '../../../../src/client/app/lazyFeatures';
import { driverPageFeature } from '../../../../src/client/features/driverLink/driverPage';

// The inspection's slice comes with the driver page's chunk, as in the app.
registerFeature(driverPageFeature);

const photo = (n: number) => `photo${String(n).padStart(14, '0')}`;

/** A real store with the inspection of a two-vehicle load open, VINs typed and everyone signed. */
function signedStore(kind: InspectionKind, stage: 'pickup' | 'delivery' = 'pickup') {
  const { store } = makeStore();
  store.dispatch(inspectionOpened({ loadId: 4101, stage, kind, years: [2021, 2019] }));
  store.dispatch(vehicleChanged({ position: 1, vin: GOOD_VINS[0] }));
  store.dispatch(vehicleChanged({ position: 2, vin: GOOD_VINS[1] }));
  store.dispatch(customerChanged({ customerName: 'Ana Ruiz' }));
  store.dispatch(customerSigned(SIGNATURE));
  store.dispatch(driverSigned(SIGNATURE));
  const lines = () => selectOpenShortfalls(store.getState()).map(shortfallLine);
  return { store, lines };
}

describe('what is missing, per kind of inspection (issue 24)', () => {
  it('a new inspection lists each VIN, the customer\'s name and signature and the driver\'s signature', () => {
    const { store } = makeStore();
    store.dispatch(inspectionOpened({ loadId: 4101, stage: 'pickup', kind: 'standard', years: [2021] }));
    expect(selectOpenShortfalls(store.getState()).map(shortfallLine)).toEqual([
      'Vehicle 1: Enter the VIN.', 'Enter the shipper\'s name.', 'Ask the shipper to sign.', 'Sign as the driver.',
    ]);
  });

  it('standard: photos are optional, so a signed inspection with VINs misses nothing', () => {
    expect(signedStore('standard').lines()).toEqual([]);
  });

  it('the VIN check message is by the field when the check digit does not match', () => {
    const { store, lines } = signedStore('standard');
    store.dispatch(vehicleChanged({ position: 2, vin: '1HGCM82633A004353' }));
    expect(lines()).toEqual(['Vehicle 2: This VIN\'s check digit does not match: check each character.']);
    expect(selectOpenFieldErrors(store.getState())['vehicles[1].vin']).toBe('This VIN\'s check digit does not match: check each character.');
  });

  it('advanced: six photos of each vehicle with the guided four, and the phone\'s location', () => {
    const { store, lines } = signedStore('advanced');
    store.dispatch(photoKept({ position: 1, angle: 'left', photoKey: photo(1) }));
    store.dispatch(photoKept({ position: 1, angle: 'right', photoKey: photo(2) }));
    expect(lines()).toEqual([
      'Vehicle 1: Take the front, back photos.',
      'Vehicle 2: Take the front, back, driver side, passenger side photos.',
      'Allow the phone to share its location.',
    ]);
    store.dispatch(photoKept({ position: 1, angle: 'front', photoKey: photo(3) }));
    store.dispatch(photoKept({ position: 1, angle: 'back', photoKey: photo(4) }));
    store.dispatch(photoKept({ position: 1, angle: 'closeUp', photoKey: photo(5) }));
    store.dispatch(locationReceived({ latitude: 32.7, longitude: -96.8, accuracyMeters: 12 }));
    expect(lines()[0]).toBe('Vehicle 1: Take 1 more photo.');
  });

  it('advanced: Customer Not Available does not stand for the signature', () => {
    const { store, lines } = signedStore('advanced');
    store.dispatch(customerChanged({ notAvailable: true, reason: 'Night drop' }));
    expect(lines()).toContain('This load needs the shipper\'s signature.');
  });

  it('AIAG-coded: each damage needs its area, type and severity and two photos', () => {
    const { store, lines } = signedStore('aiag');
    store.dispatch(damagePlaced({ position: 1, view: 'top', x: 0.2, y: 0.3 }));
    expect(lines()).toEqual([
      'Vehicle 1, damage 1: Give the damage\'s area, type and severity codes.',
      'Vehicle 1, damage 1: Take 2 more photos of this damage.',
    ]);
    store.dispatch(damageChanged({ position: 1, index: 0, area: '05', type: '04', severity: '2' }));
    expect(lines()).toEqual(['Vehicle 1, damage 1: Take 2 more photos of this damage.']);
  });

  it('standard: a damage needs its code', () => {
    const { store, lines } = signedStore('standard');
    store.dispatch(damagePlaced({ position: 2, view: 'side', x: 0.2, y: 0.3 }));
    expect(lines()).toEqual(['Vehicle 2, damage 1: Choose what the damage is.']);
    store.dispatch(damageChanged({ position: 2, index: 0, code: 'CH' }));
    expect(lines()).toEqual([]);
  });

  it('Customer Not Available needs its reason instead of the name and signature', () => {
    const { store, lines } = signedStore('standard');
    store.dispatch(customerSigned(null));
    store.dispatch(customerChanged({ notAvailable: true, customerName: '' }));
    expect(lines()).toEqual(['Give the reason the customer is not available.']);
    store.dispatch(customerChanged({ reason: 'Other', otherReason: 'Gate locked' }));
    expect(lines()).toEqual([]);
  });
});
