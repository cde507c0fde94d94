import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../../src/client/api/ApiError';
import { reportedErrorText } from '../../../../src/client/features/errors/errorsText';
import { errorReported, errorsCleared, errorsReducer } from '../../../../src/client/features/errors/slice';

const badGateway = new ApiError({ status: 502, statusText: 'Bad Gateway', url: '/api/x', message: 'Bad Gateway (502)' });
const offline = (url: string) => new ApiError({ status: 0, statusText: '', url, message: NETWORK_ERROR_MESSAGE });

describe('global errors (account spec 8)', () => {
  it('reported errors are listed in order', () => {
    let state = errorsReducer(undefined, errorReported(badGateway, 1));
    state = errorsReducer(state, errorReported(new Error('expected data'), 2));
    expect(state.errors).toEqual([
      { id: 1, code: 'internal', detail: 'Bad Gateway (502)', request: { status: 502, url: '/api/x' } },
      { id: 2, code: 'internal', detail: 'expected data', request: null },
    ]);
    expect(state.errors.map(reportedErrorText)).toEqual(['Bad Gateway (502) (HTTP 502 on /api/x)', 'expected data']);
  });

  it('duplicate messages collapse', () => {
    let state = errorsReducer(undefined, errorReported(offline('/api/x')));
    state = errorsReducer(state, errorReported(offline('/api/y')));
    expect(state.errors).toHaveLength(1);
  });

  it('clearing empties the list', () => {
    const state = errorsReducer({ errors: [{ id: 1, code: 'internal', detail: 'x', request: null }] }, errorsCleared());
    expect(state.errors).toEqual([]);
  });
});
