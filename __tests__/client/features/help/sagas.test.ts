import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchLookup, sendFeedback } from '../../../../src/client/api/helpApi';
import { navigateTo } from '../../../../src/client/app/navigation';
import { errorsReducer } from '../../../../src/client/features/errors/slice';
import { flashReducer } from '../../../../src/client/features/flash/slice';
import { feedbackFailureText } from '../../../../src/client/features/help/helpText';
import { FEEDBACK_THANKS, loadLookup, returnToPreviousPage, submitFeedback } from '../../../../src/client/features/help/sagas';
import {
  feedbackFailed, feedbackSent, feedbackSubmitted, helpReducer, initialHelpState, lookupFailed, lookupReceived, lookupRequested,
} from '../../../../src/client/features/help/slice';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';

const reducer = combineReducers({ help: helpReducer, flash: flashReducer, errors: errorsReducer });
const initial = { help: initialHelpState, flash: { current: [], queued: [] }, errors: { errors: [] } };

describe('Contact Us and lookup sagas (account spec 2.11, 7 and 8)', () => {
  it('submitted feedback is sent trimmed, then "Thank you for your feedback!" is queued and the carrier goes back', async () => {
    const { storeState } = await expectSaga(submitFeedback, feedbackSubmitted({ message: '  Love the map  ', canGoBack: true }))
      .withReducer(reducer, initial)
      .provide([signedIn, [matchers.call.fn(sendFeedback), undefined], [matchers.call.fn(returnToPreviousPage), undefined]])
      .call(sendFeedback, signedInCredentials, 'Love the map')
      .put(feedbackSent())
      .call(returnToPreviousPage)
      .run();
    expect(storeState.flash.queued.map(({ text }: { text: string }) => text)).toEqual([FEEDBACK_THANKS]);
    expect(FEEDBACK_THANKS).toBe('Thank you for your feedback!');
  });

  it('feedback sent from Contact Us opened directly goes to My Account, there being no page to go back to', async () => {
    await expectSaga(submitFeedback, feedbackSubmitted({ message: 'Hi', canGoBack: false }))
      .withReducer(reducer, initial)
      .provide([signedIn, [matchers.call.fn(sendFeedback), undefined], [matchers.call.fn(navigateTo), undefined]])
      .call(navigateTo, '/my-account')
      .not.call(returnToPreviousPage)
      .run();
  });

  it('refused feedback stays on the page with the server word on the message, and reports nothing globally', async () => {
    const refused = new ApiError({
      status: 400, statusText: 'Bad Request', url: '/api/Feedback', message: 'Validation failed', fieldErrors: { message: 'Please write your feedback' },
    });
    const { storeState } = await expectSaga(submitFeedback, feedbackSubmitted({ message: 'x', canGoBack: true }))
      .withReducer(reducer, initial)
      .provide([signedIn, [matchers.call.fn(sendFeedback), throwError(refused)]])
      .put(feedbackFailed({ code: 'bad_request', serverMessage: 'Validation failed', fieldErrors: { message: 'Please write your feedback' } }))
      .not.call.fn(returnToPreviousPage)
      .run();
    const { failure } = storeState.help.feedback;
    expect(failure && feedbackFailureText(failure)).toBe('Please write your feedback');
    expect(storeState.flash.queued).toEqual([]);
    expect(storeState.errors.errors).toEqual([]);
  });

  it('a found lookup value is kept under its key', async () => {
    const { storeState } = await expectSaga(loadLookup, lookupRequested('CarrierDispatchEmailAddress'))
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(fetchLookup), 'dispatch@haulboard.test']])
      .put(lookupReceived({ key: 'CarrierDispatchEmailAddress', value: 'dispatch@haulboard.test' }))
      .run();
    expect(storeState.help.lookups.CarrierDispatchEmailAddress).toEqual({ status: 'succeeded', value: 'dispatch@haulboard.test' });
  });

  it('a failed lookup is marked failed for its screen to say so, not reported on the global overlay', async () => {
    const notFound = new ApiError({ status: 404, statusText: 'Not Found', url: '/api/Lookups/X', message: 'There is no lookup value named X.' });
    const { storeState } = await expectSaga(loadLookup, lookupRequested('DisputePaymentEmailAddress'))
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(fetchLookup), throwError(notFound)]])
      .put(lookupFailed('DisputePaymentEmailAddress'))
      .run();
    expect(storeState.errors.errors).toEqual([]);
  });
});
