/** Onboarding (account spec 2.7): each step saves, then (only then) records the step reached and moves on. */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { DriverRecord, LoadRecord } from '../../../shared/loads';
import { onboardingPath, type OnboardingStep } from '../../../shared/onboardingSteps';
import type { Paged, Viewer } from '../../../shared/wire';
import { callApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import {
  addCarrierTrucks, addDriver, countDrivers, fetchOnboardingStep, fetchSuggestedLoads, fetchUserPreferences, saveCarrierEquipment,
  saveOnboardingStep, saveUserDetails, saveUserPreferences, type UserPreferences,
} from '../../api/onboardingApi';
import { navigateTo } from '../../app/navigation';
import { driversReceived } from '../drivers/slice';
import { loadsReceived } from '../loads/slice';
import { selectViewer } from '../session/selectors';
import { viewerReceived } from '../session/slice';
import {
  driverCountReceived, onboardingDriverAdded, onboardingResumeRequested, onboardingStepFailed, onboardingStepOpened,
  onboardingStepSaved, onboardingStepSubmitted, suggestedLoadsFailed, suggestedLoadsReceived, suggestedLoadsRequested,
  type StepSubmission, userPreferencesReceived,
} from './slice';

const NEXT: Record<StepSubmission['step'], OnboardingStep> = {
  welcome: 'confirm-info',
  'confirm-info': 'add-hauler',
  'add-hauler': 'haul-equipment',
  'haul-equipment': 'add-driver',
  'add-driver': 'add-driver-confirm',
  'add-driver-confirm': 'haul-drive-preferences',
  'haul-drive-preferences': 'location',
  location: 'load-preferences',
  'load-preferences': 'complete',
};

/** Spec 7: the truck and driver calls turn global error reporting off; their forms show the failure. */
const inForm = { reportErrors: false };

function* saveStep(submission: StepSubmission, viewer: Viewer) {
  const clientId = viewer.client.clientId;
  switch (submission.step) {
    case 'confirm-info': {
      const saved: Viewer = yield* callApi(saveUserDetails, [{ ...submission.values, id: viewer.userId, clientId }]);
      yield put(viewerReceived(saved));
      return;
    }
    case 'add-hauler':
      yield* callApi(addCarrierTrucks, [clientId, submission.values], inForm);
      return;
    case 'haul-equipment':
      yield* callApi(saveCarrierEquipment, [clientId, submission.values]);
      return;
    case 'add-driver': {
      const driver: DriverRecord = yield* callApi(addDriver, [clientId, submission.values], inForm);
      yield put(driversReceived([driver]));
      yield put(onboardingDriverAdded());
      return;
    }
    case 'haul-drive-preferences':
    case 'location':
      yield* callApi(saveUserPreferences, [viewer.userId, submission.values]);
      return;
    default:
  }
}

export function* submitStep({ payload }: ReturnType<typeof onboardingStepSubmitted>) {
  const viewer: Viewer | null = yield select(selectViewer);
  if (!viewer) return;
  try {
    yield* saveStep(payload, viewer);
  } catch (error) {
    yield put(onboardingStepFailed(failureOf(error)));
    return;
  }
  const next = NEXT[payload.step];
  try {
    yield* callApi(saveOnboardingStep, [next], inForm);
  } catch {
    // The step itself is saved; only where a second device would resume is lost.
  }
  yield put(onboardingStepSaved({ step: payload.step, next }));
  yield call(navigateTo, onboardingPath(next));
}

/** Opening Welcome again goes on where the user left off, on this device or another. */
export function* resume() {
  try {
    const step: OnboardingStep | null = yield* callApi(fetchOnboardingStep, [], inForm);
    if (step && step !== 'welcome') yield call(navigateTo, onboardingPath(step), { replace: true });
  } catch {
    // Without the stored step the user starts at Welcome.
  }
}

/** Add Driver's Cancel and the confirmation's words depend on whether the carrier has any driver. */
export function* countCarrierDrivers({ payload }: ReturnType<typeof onboardingStepOpened>) {
  if (payload !== 'add-driver' && payload !== 'add-driver-confirm') return;
  const viewer: Viewer | null = yield select(selectViewer);
  if (!viewer) return;
  try {
    const count: number = yield* callApi(countDrivers, [viewer.client.clientId], inForm);
    yield put(driverCountReceived(count));
  } catch {
    // Unknown: the screens treat it as none.
  }
}

/** The preference steps start from what was saved before, on this device or another. */
export function* loadPreferences({ payload }: ReturnType<typeof onboardingStepOpened>) {
  if (payload !== 'haul-drive-preferences' && payload !== 'location') return;
  try {
    const preferences: UserPreferences = yield* callApi(fetchUserPreferences, [], inForm);
    yield put(userPreferencesReceived(preferences));
  } catch {
    // The steps start empty.
  }
}

export function* loadSuggestions({ payload }: ReturnType<typeof suggestedLoadsRequested>) {
  if (payload.forceEmpty) {
    yield put(suggestedLoadsReceived([]));
    return;
  }
  try {
    const page: Paged<LoadRecord> = yield* callApi(fetchSuggestedLoads, []);
    yield put(loadsReceived(page.records));
    yield put(suggestedLoadsReceived(page.records.map((load) => load.id)));
  } catch {
    yield put(suggestedLoadsFailed());
  }
}

export function* onboardingSaga() {
  yield takeLatest(onboardingStepSubmitted.type, submitStep);
  yield takeLatest(onboardingResumeRequested.type, resume);
  yield takeLatest(onboardingStepOpened.type, countCarrierDrivers);
  yield takeLatest(onboardingStepOpened.type, loadPreferences);
  yield takeLatest(suggestedLoadsRequested.type, loadSuggestions);
}
