import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import {
  addCarrierTrucks, addDriver, fetchOnboardingStep, fetchSuggestedLoads, saveOnboardingStep, saveUserDetails, saveUserPreferences,
} from '../../../../src/client/api/onboardingApi';
import { navigateTo } from '../../../../src/client/app/navigation';
import { loadsReceived } from '../../../../src/client/features/loads/slice';
import { loadSuggestions, resume, submitStep } from '../../../../src/client/features/onboarding/sagas';
import {
  onboardingDriverAdded, onboardingStepFailed, onboardingStepSaved, onboardingStepSubmitted, suggestedLoadsReceived,
  suggestedLoadsRequested,
} from '../../../../src/client/features/onboarding/slice';
import { selectViewer } from '../../../../src/client/features/session/selectors';
import { viewerReceived } from '../../../../src/client/features/session/slice';
import { sampleViewer } from '../../app/renderAppAt';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';

const viewer: [matchers.Matcher, typeof sampleViewer] = [matchers.select(selectViewer), sampleViewer];
const details = {
  primaryPhone: '734-555-0100', cellPhone: '734-555-0101', userName: 'dana', email: 'dana@carrier.test',
  address1: '1 Main St', city: 'Plymouth', state: 'MI', zip: '48170',
};
const refused = (fieldErrors: Record<string, string>, message = 'Validation failed') =>
  new ApiError({ status: 400, statusText: 'Bad Request', url: '/api/Drivers', message, fieldErrors, data: { message } });

describe('onboarding sagas (account spec 2.7)', () => {
  it('Yes, Looks Good! saves the user details, then records the next step and goes to the fleet step', async () => {
    await expectSaga(submitStep, onboardingStepSubmitted({ step: 'confirm-info', values: details }))
      .provide([viewer, signedIn, [matchers.call.fn(saveUserDetails), sampleViewer], [matchers.call.fn(saveOnboardingStep), undefined], [matchers.call.fn(navigateTo), undefined]])
      .call(saveUserDetails, signedInCredentials, { ...details, id: 7, clientId: 31 })
      .put(viewerReceived(sampleViewer))
      .call(saveOnboardingStep, signedInCredentials, 'add-hauler')
      .put(onboardingStepSaved({ step: 'confirm-info', next: 'add-hauler' }))
      .call(navigateTo, '/onboard/add-hauler')
      .run();
  });

  it('a step advances only after its save succeeds: a refused save stays on the step with its field errors', async () => {
    await expectSaga(submitStep, onboardingStepSubmitted({ step: 'add-driver', values: { firstName: 'Riley', lastName: '' } }))
      .provide([viewer, signedIn, [matchers.call.fn(addDriver), throwError(refused({ lastName: 'Last Name is required' }))]])
      .put(onboardingStepFailed({ code: 'bad_request', serverMessage: 'Validation failed', fieldErrors: { lastName: 'Last Name is required' } }))
      .not.call.fn(saveOnboardingStep)
      .not.call.fn(navigateTo)
      .run();
  });

  it('an added driver is counted and the confirmation step follows', async () => {
    const driver = { driverId: 5, firstName: 'Riley', lastName: 'Moss', name: 'Riley Moss', email: null, cellPhoneNumber: null, enabled: true };
    await expectSaga(submitStep, onboardingStepSubmitted({ step: 'add-driver', values: { firstName: 'Riley', lastName: 'Moss' } }))
      .provide([viewer, signedIn, [matchers.call.fn(addDriver), driver], [matchers.call.fn(saveOnboardingStep), undefined], [matchers.call.fn(navigateTo), undefined]])
      .put(onboardingDriverAdded())
      .call(navigateTo, '/onboard/add-driver-confirm')
      .run();
  });

  it('a failed truck save reports nothing globally (the form says it can be skipped)', async () => {
    const { storeState } = await expectSaga(submitStep, onboardingStepSubmitted({ step: 'add-hauler', values: [] }))
      .provide([viewer, signedIn, [matchers.call.fn(addCarrierTrucks), throwError(new ApiError({ status: 500, statusText: 'Server Error', url: '/api/CarrierTrucks', message: 'Internal server error', fieldErrors: {}, data: null }))]])
      .withState({ errors: { errors: [] } })
      .put(onboardingStepFailed({ code: 'internal', serverMessage: null, fieldErrors: {} }))
      .run();
    expect(storeState.errors.errors).toEqual([]);
  });

  it('the location step sends the chosen regions as stateProvinceRegion', async () => {
    await expectSaga(submitStep, onboardingStepSubmitted({ step: 'location', values: { stateProvinceRegion: ['MidWest'] } }))
      .provide([viewer, signedIn, [matchers.call.fn(saveUserPreferences), undefined], [matchers.call.fn(saveOnboardingStep), undefined], [matchers.call.fn(navigateTo), undefined]])
      .call(saveUserPreferences, signedInCredentials, 7, { stateProvinceRegion: ['MidWest'] })
      .call(navigateTo, '/onboard/load-preferences')
      .run();
  });

  it('opening Welcome resumes at the step stored on the server', async () => {
    await expectSaga(resume)
      .provide([signedIn, [matchers.call.fn(fetchOnboardingStep), 'location'], [matchers.call.fn(navigateTo), undefined]])
      .call(navigateTo, '/onboard/location', { replace: true })
      .run();
  });

  it('suggested loads are stored as loads; forceEmpty asks for none', async () => {
    const page = { records: [{ id: 3 }, { id: 4 }], totalRecordCount: 2 };
    await expectSaga(loadSuggestions, suggestedLoadsRequested({ forceEmpty: false }))
      .provide([signedIn, [matchers.call.fn(fetchSuggestedLoads), page]])
      .put(loadsReceived(page.records as never))
      .put(suggestedLoadsReceived([3, 4]))
      .run();
    await expectSaga(loadSuggestions, suggestedLoadsRequested({ forceEmpty: true }))
      .put(suggestedLoadsReceived([]))
      .not.call.fn(fetchSuggestedLoads)
      .run();
  });
});
