import { combineReducers } from '@reduxjs/toolkit';
import {
  customerChanged, damageChanged, damagePhotoKept, damagePlaced, damageRemoved, initialInspectionState, inspectionClosed, inspectionOpened,
  inspectionQueued, inspectionReducer, inspectionStepShown, photoKept, photoRemoved, vehicleChanged, type InspectionState,
} from '../../../../src/client/features/inspection/slice';
import { draftKey } from '../../../../src/client/features/inspection/draft';

const open = inspectionOpened({ loadId: 4101, stage: 'pickup', kind: 'standard', years: [2021, 2019] });
const reduce = (...actions: Parameters<typeof inspectionReducer>[1][]) => actions.reduce<InspectionState>(inspectionReducer, initialInspectionState);
const draftOf = (state: InspectionState) => state.drafts[draftKey(4101, 'pickup')]!;
const photo = (n: number) => `photo${String(n).padStart(14, '0')}`;

describe('the inspection drafts (issue 24)', () => {
  it('opening an inspection starts a draft with one vehicle per vehicle of the load, on the first step', () => {
    const state = reduce(open);
    expect(state.open).toEqual({ loadId: 4101, stage: 'pickup' });
    expect(draftOf(state)).toMatchObject({ kind: 'standard', step: 0, years: [2021, 2019] });
    expect(draftOf(state).vehicles).toHaveLength(2);
  });

  it('opening it again takes the draft up where it was left', () => {
    const state = reduce(open, vehicleChanged({ position: 1, vin: '1HGCM' }), inspectionStepShown(1), inspectionClosed(), open);
    expect(draftOf(state)).toMatchObject({ step: 1 });
    expect(draftOf(state).vehicles[0]!.vin).toBe('1HGCM');
  });

  it('a load whose kind changed since starts a new draft', () => {
    const state = reduce(open, vehicleChanged({ position: 1, vin: '1HGCM' }), inspectionOpened({ loadId: 4101, stage: 'pickup', kind: 'advanced', years: [2021, 2019] }));
    expect(draftOf(state)).toMatchObject({ kind: 'advanced' });
    expect(draftOf(state).vehicles[0]!.vin).toBe('');
  });

  it('a guided photo retaken replaces the one before; close-ups add up and can be removed', () => {
    const state = reduce(
      open,
      photoKept({ position: 1, angle: 'front', photoKey: photo(1) }),
      photoKept({ position: 1, angle: 'front', photoKey: photo(2) }),
      photoKept({ position: 1, angle: 'closeUp', photoKey: photo(3) }),
      photoKept({ position: 1, angle: 'closeUp', photoKey: photo(4) }),
      photoRemoved({ position: 1, photoKey: photo(3) }),
    );
    expect(draftOf(state).vehicles[0]!.photos).toEqual([{ photoKey: photo(2), angle: 'front' }, { photoKey: photo(4), angle: 'closeUp' }]);
    expect(draftOf(state).vehicles[1]!.photos).toEqual([]);
  });

  it('a damage is placed on a drawing, coded, given a photo and a note, and removed', () => {
    const placed = reduce(
      open,
      damagePlaced({ position: 2, view: 'side', x: 0.25, y: 0.5 }),
      damageChanged({ position: 2, index: 0, code: 'D', note: 'Rear door' }),
      damagePhotoKept({ position: 2, index: 0, photoKey: photo(5) }),
    );
    expect(draftOf(placed).vehicles[1]!.damages).toEqual([
      { view: 'side', x: 0.25, y: 0.5, code: 'D', area: '', type: '', severity: '', note: 'Rear door', photoKeys: [photo(5)] },
    ]);
    expect(draftOf(inspectionReducer(placed, damageRemoved({ position: 2, index: 0 }))).vehicles[1]!.damages).toEqual([]);
  });

  it('the step stays within the vehicles and the signing', () => {
    expect(draftOf(reduce(open, inspectionStepShown(9))).step).toBe(2);
    expect(draftOf(reduce(open, inspectionStepShown(-1))).step).toBe(0);
  });

  it('changes with no inspection open change nothing', () => {
    expect(reduce(customerChanged({ customerName: 'Ana' }), vehicleChanged({ position: 1, vin: 'X' }))).toEqual(initialInspectionState);
  });

  it('a queued inspection drops its draft and goes back to the loads', () => {
    const state = reduce(open, inspectionQueued({ loadId: 4101, stage: 'pickup' }));
    expect(state).toEqual(initialInspectionState);
  });

  it('the drafts stay serializable: keys and words, no photos', () => {
    const state = combineReducers({ inspection: inspectionReducer })(undefined, open);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
