/**
 * The driver's inspections being filled in (issue 24), one draft per load and stage, and the one open on the page.
 * Every change is to the open draft; signing queues it in the driver's outbox and drops it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InspectionLocation, Signature } from '../../../shared/contracts/inspection';
import type { DamageView, InspectionKind, InspectionStage, PhotoAngle } from '../../../shared/inspections';
import { draftKey, newDamage, newDraft, type DamageDraft, type InspectionDraft, type VehicleDraft } from './draft';

export interface InspectionState {
  drafts: Record<string, InspectionDraft>;
  open: { loadId: number; stage: InspectionStage } | null;
}

export const initialInspectionState: InspectionState = { drafts: {}, open: null };

type CustomerFields = Pick<InspectionDraft, 'customerName' | 'customerEmail' | 'notAvailable' | 'reason' | 'otherReason' | 'subjectToInspection'>;

function openDraft(state: InspectionState): InspectionDraft | undefined {
  return state.open ? state.drafts[draftKey(state.open.loadId, state.open.stage)] : undefined;
}

function editVehicle(state: InspectionState, position: number, edit: (vehicle: VehicleDraft) => void) {
  const vehicle = openDraft(state)?.vehicles[position - 1];
  if (vehicle) edit(vehicle);
}

function editDamage(state: InspectionState, position: number, index: number, edit: (damage: DamageDraft) => void) {
  editVehicle(state, position, (vehicle) => {
    const damage = vehicle.damages[index];
    if (damage) edit(damage);
  });
}

const inspectionSlice = createSlice({
  name: 'inspection',
  initialState: initialInspectionState,
  reducers: {
    /** A draft already begun (the page was left or reloaded) is taken up where it was. */
    inspectionOpened(state, action: PayloadAction<{ loadId: number; stage: InspectionStage; kind: InspectionKind; years: (number | null)[]; correction?: boolean }>) {
      const { loadId, stage, kind, years, correction = false } = action.payload;
      const key = draftKey(loadId, stage);
      const kept = state.drafts[key];
      if (!kept || kept.kind !== kind || kept.years.length !== years.length || kept.correction !== correction) {
        state.drafts[key] = newDraft(loadId, stage, kind, years, correction);
      }
      state.open = { loadId, stage };
    },
    inspectionClosed(state) {
      state.open = null;
    },
    inspectionStepShown(state, action: PayloadAction<number>) {
      const draft = openDraft(state);
      if (draft) draft.step = Math.min(Math.max(0, action.payload), draft.years.length);
    },
    vehicleChanged(state, action: PayloadAction<{ position: number; vin?: string; odometer?: string }>) {
      const { position, ...fields } = action.payload;
      editVehicle(state, position, (vehicle) => Object.assign(vehicle, fields));
    },
    photoKept(state, action: PayloadAction<{ position: number; angle: PhotoAngle; photoKey: string }>) {
      const { position, angle, photoKey } = action.payload;
      editVehicle(state, position, (vehicle) => {
        // A guided angle has one photo: a retake replaces it. Close-ups add up.
        const kept = angle === 'closeUp' ? vehicle.photos : vehicle.photos.filter((photo) => photo.angle !== angle);
        vehicle.photos = [...kept, { photoKey, angle }];
      });
    },
    photoRemoved(state, action: PayloadAction<{ position: number; photoKey: string }>) {
      editVehicle(state, action.payload.position, (vehicle) => {
        vehicle.photos = vehicle.photos.filter((photo) => photo.photoKey !== action.payload.photoKey);
      });
    },
    damagePlaced(state, action: PayloadAction<{ position: number; view: DamageView; x: number; y: number }>) {
      const { position, view, x, y } = action.payload;
      editVehicle(state, position, (vehicle) => void vehicle.damages.push(newDamage(view, x, y)));
    },
    damageChanged(state, action: PayloadAction<{ position: number; index: number } & Partial<Pick<DamageDraft, 'code' | 'area' | 'type' | 'severity' | 'note'>>>) {
      const { position, index, ...fields } = action.payload;
      editDamage(state, position, index, (damage) => Object.assign(damage, fields));
    },
    damagePhotoKept(state, action: PayloadAction<{ position: number; index: number; photoKey: string }>) {
      const { position, index, photoKey } = action.payload;
      editDamage(state, position, index, (damage) => void damage.photoKeys.push(photoKey));
    },
    damagePhotoRemoved(state, action: PayloadAction<{ position: number; index: number; photoKey: string }>) {
      const { position, index, photoKey } = action.payload;
      editDamage(state, position, index, (damage) => {
        damage.photoKeys = damage.photoKeys.filter((key) => key !== photoKey);
      });
    },
    damageRemoved(state, action: PayloadAction<{ position: number; index: number }>) {
      editVehicle(state, action.payload.position, (vehicle) => void vehicle.damages.splice(action.payload.index, 1));
    },
    customerChanged(state, action: PayloadAction<Partial<CustomerFields>>) {
      const draft = openDraft(state);
      if (draft) Object.assign(draft, action.payload);
    },
    customerSigned(state, action: PayloadAction<Signature | null>) {
      const draft = openDraft(state);
      if (draft) draft.customerSignature = action.payload;
    },
    driverSigned(state, action: PayloadAction<Signature | null>) {
      const draft = openDraft(state);
      if (draft) draft.driverSignature = action.payload;
    },
    locationRequested(state) {
      const draft = openDraft(state);
      if (draft) draft.locationStatus = 'asking';
    },
    locationReceived(state, action: PayloadAction<InspectionLocation>) {
      const draft = openDraft(state);
      if (draft) Object.assign(draft, { location: action.payload, locationStatus: 'given' });
    },
    locationRefused(state) {
      const draft = openDraft(state);
      if (draft) Object.assign(draft, { location: null, locationStatus: 'refused' });
    },
    /** The saga queues the open inspection with its photos and the load's mark; nothing changes here until it has. */
    inspectionSignRequested() {},
    inspectionQueued(state, action: PayloadAction<{ loadId: number; stage: InspectionStage }>) {
      delete state.drafts[draftKey(action.payload.loadId, action.payload.stage)];
      state.open = null;
    },
  },
});

export const {
  inspectionOpened, inspectionClosed, inspectionStepShown, vehicleChanged, photoKept, photoRemoved, damagePlaced, damageChanged,
  damagePhotoKept, damagePhotoRemoved, damageRemoved, customerChanged, customerSigned, driverSigned, locationRequested,
  locationReceived, locationRefused, inspectionSignRequested, inspectionQueued,
} = inspectionSlice.actions;

export const inspectionReducer = inspectionSlice.reducer;
