import { errorReported, errorsCleared, errorsReducer } from '../../../../src/client/features/errors/slice';

describe('global errors (account spec 8)', () => {
  it('reported errors are listed in order', () => {
    let state = errorsReducer(undefined, errorReported({ message: 'Bad Gateway (502) (HTTP 502 on /api/x)', id: 1 }));
    state = errorsReducer(state, errorReported({ message: 'expected data', id: 2 }));
    expect(state.errors).toEqual([
      { id: 1, message: 'Bad Gateway (502) (HTTP 502 on /api/x)' },
      { id: 2, message: 'expected data' },
    ]);
  });

  it('duplicate messages collapse', () => {
    let state = errorsReducer(undefined, errorReported({ message: 'A network error occured, please check your connection' }));
    state = errorsReducer(state, errorReported({ message: 'A network error occured, please check your connection' }));
    expect(state.errors).toHaveLength(1);
  });

  it('clearing empties the list', () => {
    const state = errorsReducer({ errors: [{ id: 1, message: 'x' }] }, errorsCleared());
    expect(state.errors).toEqual([]);
  });
});
