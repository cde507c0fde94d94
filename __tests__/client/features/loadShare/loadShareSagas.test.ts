import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { fetchLoadShareLink, fetchPublicLoad } from '../../../../src/client/api/loadShareApi';
import { flashAdded } from '../../../../src/client/features/flash/slice';
import { selectLoadById } from '../../../../src/client/features/loads/slice';
import { LINK_COPIED } from '../../../../src/client/features/loadShare/loadShareText';
import { loadPublicLoad, shareLoad } from '../../../../src/client/features/loadShare/sagas';
import { shareOrCopy } from '../../../../src/client/features/loadShare/shareLink';
import {
  initialLoadShareState, loadShared, loadShareFailed, loadShareRequested, loadShareReducer, publicLoadFailed, publicLoadOpened, publicLoadReceived,
} from '../../../../src/client/features/loadShare/slice';
import { errorReported } from '../../../../src/client/features/errors/slice';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';
import { aPublicLoad, apiFailure, slug } from './fixtures';

const reducer = combineReducers({ loadShare: loadShareReducer });
const url = `https://haulboard.example/l/${slug}`;

describe('load share sagas (issue 22)', () => {
  it('the public page reads its load by slug, signed out', async () => {
    const load = aPublicLoad();
    const { storeState } = await expectSaga(loadPublicLoad, publicLoadOpened({ slug }))
      .withReducer(reducer, { loadShare: initialLoadShareState })
      .provide([[matchers.call(fetchPublicLoad, slug), load]])
      .put(publicLoadReceived(load))
      .run();
    expect(storeState.loadShare).toMatchObject({ status: 'loaded', load });
  });

  it('a load that left the board is the page’s answer, not an error on the overlay', async () => {
    await expectSaga(loadPublicLoad, publicLoadOpened({ slug }))
      .provide([[matchers.call.fn(fetchPublicLoad), throwError(apiFailure(404, 'This load is no longer available.', 'no_longer_available'))]])
      .put(publicLoadFailed({ code: 'no_longer_available', serverMessage: 'This load is no longer available.', fieldErrors: {} }))
      .not.put.actionType(errorReported.type)
      .run();
  });

  it('Share hands the page’s address to the share sheet where the browser has one, with no flash', async () => {
    await expectSaga(shareLoad, loadShareRequested({ loadId: 700001 }))
      .provide([
        signedIn,
        [matchers.call(fetchLoadShareLink, signedInCredentials, 700001), { url }],
        [matchers.select(selectLoadById, 700001), undefined],
        [matchers.call(shareOrCopy, url, 'Load 700001'), 'shared'],
      ])
      .put(loadShared())
      .not.put.actionType(flashAdded.type)
      .run();
  });

  it('Share copies the link where there is no share sheet, and says so', async () => {
    await expectSaga(shareLoad, loadShareRequested({ loadId: 700001 }))
      .provide([
        signedIn,
        [matchers.call.fn(fetchLoadShareLink), { url }],
        [matchers.select(selectLoadById, 700001), undefined],
        [matchers.call.fn(shareOrCopy), 'copied'],
      ])
      .put(loadShared())
      .put.like({ action: { type: flashAdded.type, payload: { text: LINK_COPIED } } })
      .run();
  });

  it('a refused share keeps the server’s words for the button', async () => {
    const { storeState } = await expectSaga(shareLoad, loadShareRequested({ loadId: 700001 }))
      .withReducer(reducer, { loadShare: initialLoadShareState })
      .provide([signedIn, [matchers.call.fn(fetchLoadShareLink), throwError(apiFailure(409, 'Only a load on the board can be shared.'))]])
      .put(loadShareFailed({ loadId: 700001, failure: { code: 'conflict', serverMessage: 'Only a load on the board can be shared.', fieldErrors: {} } }))
      .run();
    expect(storeState.loadShare.sharing.status).toBe('failed');
  });
});
