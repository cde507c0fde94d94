import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../../src/client/api/ApiError';
import { cancelFailureText } from '../../../../src/client/features/loadChanges/loadChangesText';
import { loadChangeFailureOf } from '../../../../src/client/features/loadChanges/sagas';

const failureText = (error: unknown) => cancelFailureText(7, loadChangeFailureOf({ loadId: 7, kind: 'cancel' }, error).failure);

describe("'Could not cancel load {id}' and why (loads spec 8)", () => {
  it("a cancel the server refuses says the server's reason", () => {
    const refused = new ApiError({ status: 409, statusText: 'Conflict', url: '/api/CarrierLoads/7/unassign', message: 'Load 7 is in progress: cancelling is no longer possible.' });
    expect(failureText(refused)).toBe('Could not cancel load 7. Load 7 is in progress: cancelling is no longer possible.');
  });

  it('a cancel that failed on the server asks to try again', () => {
    const broken = new ApiError({ status: 500, statusText: 'Server Error', url: '/api/CarrierLoads/7/unassign', message: 'Internal Server Error' });
    expect(failureText(broken)).toBe('Could not cancel load 7. Please try again.');
  });

  it('a cancel without an answer says the network failed', () => {
    const offline = new ApiError({ status: 0, statusText: '', url: '/api/CarrierLoads/7/unassign', message: NETWORK_ERROR_MESSAGE });
    expect(failureText(offline)).toBe(`Could not cancel load 7. ${NETWORK_ERROR_MESSAGE}`);
  });
});
