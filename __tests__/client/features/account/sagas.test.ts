import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { failureOf } from '../../../../src/client/api/failure';
import { fetchBusinessInfo, saveBusinessInfo, saveProfileDetails } from '../../../../src/client/api/accountApi';
import { updatePassword } from '../../../../src/client/api/passwordsApi';
import { fetchRecentSearches, fetchSavedSearches } from '../../../../src/client/api/searchHistoryApi';
import { navigateTo } from '../../../../src/client/app/navigation';
import {
  BUSINESS_INFO_SAVED_MESSAGE, loadAccountSearches, loadBusinessInfo, PROFILE_SAVED_MESSAGE, saveBusiness, saveProfile,
} from '../../../../src/client/features/account/sagas';
import { businessInfoFailureWords, profileFailureWords } from '../../../../src/client/features/account/accountText';
import {
  accountReducer, businessInfoFailed, businessInfoReceived, businessInfoSaved, businessInfoSaveFailed, businessInfoSaveRequested,
  profileSaved, profileSaveFailed, profileSaveRequested,
} from '../../../../src/client/features/account/slice';
import { flashQueued } from '../../../../src/client/features/flash/slice';
import { recentSearchesReceived, savedSearchesReceived } from '../../../../src/client/features/search/slice';
import { selectViewer } from '../../../../src/client/features/session/selectors';
import { viewerReceived } from '../../../../src/client/features/session/slice';
import { sampleViewer } from '../../app/renderAppAt';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';

const viewer: [matchers.Matcher, typeof sampleViewer] = [matchers.select(selectViewer), sampleViewer];
const navigates: [matchers.Matcher, undefined] = [matchers.call.fn(navigateTo), undefined];
const details = { userName: 'dana.h', email: 'dana.h@carrier.test', primaryPhone: '734-555-0111' };
const password = { oldPassword: 'correct horse battery', password: 'gravel trailer sunrise 42', confirmationPassword: 'gravel trailer sunrise 42' };
const refused = (fieldErrors: Record<string, string>, message = 'Validation failed') =>
  new ApiError({ status: 400, statusText: 'Bad Request', url: '/api/Users/PasswordUpdate', message, fieldErrors, data: { message } });
const info = {
  clientId: 31, name: 'Whitfield Auto Transport', primaryPhone: '734-555-0100', cellPhone: null, email: 'office@whitfield.test',
  address1: '1 Main St', address2: null, city: 'Plymouth', state: 'MI', zip: '48170',
};
const reducer = combineReducers({ account: accountReducer });
const profileWords = (state: ReturnType<typeof reducer>) => profileFailureWords(state.account.profile.failures);
const flash = (text: string) => ({ type: flashQueued.type, payload: { id: expect.any(Number), text } });

describe('Edit Profile save (account spec 2.11 and 4)', () => {
  it('only changed groups are submitted: changed details alone call Users/User and not the password update', async () => {
    await expectSaga(saveProfile, profileSaveRequested({ details }))
      .provide([viewer, signedIn, [matchers.call.fn(saveProfileDetails), sampleViewer], navigates])
      .call(saveProfileDetails, signedInCredentials, { ...details, id: 7, clientId: 31 })
      .put(viewerReceived(sampleViewer))
      .not.call.fn(updatePassword)
      .run();
  });

  it('only changed groups are submitted: a password change alone calls the password update and not Users/User', async () => {
    await expectSaga(saveProfile, profileSaveRequested({ password }))
      .provide([viewer, signedIn, [matchers.call.fn(updatePassword), undefined], navigates])
      .call(updatePassword, signedInCredentials, password)
      .not.call.fn(saveProfileDetails)
      .run();
  });

  it('on success of all groups a flash Successfully updated profile is queued and the user returns to backTo', async () => {
    const { effects } = await expectSaga(saveProfile, profileSaveRequested({ details, password, backTo: '/settings' }))
      .provide([viewer, signedIn, [matchers.call.fn(saveProfileDetails), sampleViewer], [matchers.call.fn(updatePassword), undefined], navigates])
      .put(profileSaved())
      .call(navigateTo, '/settings')
      .run();
    expect(effects.put.map((effect) => effect.payload.action)).toContainEqual(flash(PROFILE_SAVED_MESSAGE));
  });

  it('without backTo (or with one leading off the site) the user returns to the account page', async () => {
    for (const backTo of [null, '//evil.example/x']) {
      await expectSaga(saveProfile, profileSaveRequested({ details, backTo }))
        .provide([viewer, signedIn, [matchers.call.fn(saveProfileDetails), sampleViewer], navigates])
        .call(navigateTo, '/my-account')
        .run();
    }
  });

  it('server field errors of the details show under their fields, and nothing is flashed', async () => {
    const { storeState } = await expectSaga(saveProfile, profileSaveRequested({ details }))
      .withReducer(reducer)
      .provide([viewer, signedIn, [matchers.call.fn(saveProfileDetails), throwError(refused({ userName: 'This username belongs to another account' }))]])
      .not.put.like({ action: { type: flashQueued.type } })
      .not.call.fn(navigateTo)
      .run();
    expect(profileWords(storeState)).toEqual({ fieldErrors: { userName: 'This username belongs to another account' }, message: null });
  });

  it('password update messages show on confirmationPassword; a wrong current password stays on its own field', async () => {
    const refusedPassword = async (error: ApiError) => {
      const { storeState } = await expectSaga(saveProfile, profileSaveRequested({ password }))
        .withReducer(reducer)
        .provide([viewer, signedIn, [matchers.call.fn(updatePassword), throwError(error)]])
        .put(profileSaveFailed({ details: null, password: failureOf(error) }))
        .run();
      return profileWords(storeState);
    };
    expect(await refusedPassword(refused({ password: 'Too common', confirmationPassword: 'Passwords must match' })))
      .toEqual({ fieldErrors: { confirmationPassword: 'Too common, Passwords must match' }, message: null });
    expect(await refusedPassword(refused({ oldPassword: 'The old password is incorrect.' })))
      .toEqual({ fieldErrors: { oldPassword: 'The old password is incorrect.' }, message: null });
  });

  it('a password update failure without field errors shows its message on confirmationPassword', async () => {
    const { storeState } = await expectSaga(saveProfile, profileSaveRequested({ password }))
      .withReducer(reducer)
      .provide([viewer, signedIn, [matchers.call.fn(updatePassword), throwError(refused({}, 'Too many attempts'))]])
      .run();
    expect(profileWords(storeState)).toEqual({ fieldErrors: { confirmationPassword: 'Too many attempts' }, message: null });
  });

  it('when the details save but the password is refused, the saved details still reach the viewer and the user stays', async () => {
    const { storeState } = await expectSaga(saveProfile, profileSaveRequested({ details, password }))
      .withReducer(reducer)
      .provide([viewer, signedIn, [matchers.call.fn(saveProfileDetails), sampleViewer],
        [matchers.call.fn(updatePassword), throwError(refused({ confirmationPassword: 'Passwords must match' }))]])
      .put(viewerReceived(sampleViewer))
      .not.call.fn(navigateTo)
      .run();
    expect(profileWords(storeState)).toEqual({ fieldErrors: { confirmationPassword: 'Passwords must match' }, message: null });
  });
});

describe('Business Information (account spec 2.11)', () => {
  it('opening the screen fetches the business information', async () => {
    await expectSaga(loadBusinessInfo)
      .provide([signedIn, [matchers.call.fn(fetchBusinessInfo), info]])
      .put(businessInfoReceived(info))
      .run();
  });

  it('a failed fetch says so on the screen', async () => {
    await expectSaga(loadBusinessInfo)
      .provide([signedIn, [matchers.call.fn(fetchBusinessInfo), throwError(new Error('expected data'))]])
      .put(businessInfoFailed())
      .run();
  });

  it('a successful save queues its flash and returns to My Account', async () => {
    const values = { primaryPhone: '734-555-0100', cellPhone: '', email: '', address1: '2 Main St', address2: '', city: 'Plymouth', state: 'MI', zip: '' };
    const { effects } = await expectSaga(saveBusiness, businessInfoSaveRequested(values))
      .provide([signedIn, [matchers.call.fn(saveBusinessInfo), info], navigates])
      .call(saveBusinessInfo, signedInCredentials, values)
      .put(businessInfoSaved(info))
      .call(navigateTo, '/my-account')
      .run();
    expect(effects.put.map((effect) => effect.payload.action)).toContainEqual(flash(BUSINESS_INFO_SAVED_MESSAGE));
  });

  it('server field errors show under their fields and the user stays', async () => {
    const values = { primaryPhone: '', cellPhone: '', email: '', address1: '', address2: '', city: '', state: '', zip: '' };
    const { storeState } = await expectSaga(saveBusiness, businessInfoSaveRequested(values))
      .withReducer(reducer)
      .provide([signedIn, [matchers.call.fn(saveBusinessInfo), throwError(refused({ address1: 'Address 1 is required' }))]])
      .put(businessInfoSaveFailed({ code: 'bad_request', serverMessage: 'Validation failed', fieldErrors: { address1: 'Address 1 is required' } }))
      .not.call.fn(navigateTo)
      .run();
    expect(businessInfoFailureWords(storeState.account.businessInfo.failure)).toEqual({ fieldErrors: { address1: 'Address 1 is required' }, message: null });
  });
});

describe('My Account searches (account spec 2.11)', () => {
  it('My Account fetches the saved and recent searches of the loads area', async () => {
    const search = { id: 4, carrierSearchDto: { originCity: 'Dallas', originState: 'TX' } };
    await expectSaga(loadAccountSearches)
      .provide([signedIn, [matchers.call.fn(fetchSavedSearches), [search]], [matchers.call.fn(fetchRecentSearches), []]])
      .put(savedSearchesReceived([search]))
      .put(recentSearchesReceived([]))
      .run();
  });
});
