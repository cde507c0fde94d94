import { matchPath } from 'react-router-dom';
import { paths, screens } from '../../../../src/client/app/routeTable';

describe('path builders', () => {
  it.each([
    ['load', paths.load(7), '/load/7'],
    ['claim step 1', paths.loadClaim(7), '/load/7/assign'],
    ['claim step 2', paths.loadClaimDriver(7), '/load/7/assign-driver'],
    ['claim confirmation', paths.loadClaimed(7), '/load/7/assign-details'],
    ['change driver', paths.loadChangeDriver(7), '/load/7/change-driver'],
    ['change pick-up and drop-off', paths.loadChangeDates(7), '/load/7/change-pickup-dropoff'],
    ['backhauls', paths.loadBackhauls(7), '/load/7/backhauls'],
    ['invoice details', paths.invoice(1042), '/invoices/details/1042'],
  ])('each screen with an id has one builder that fills its route pattern: %s', (_, built, expected) => {
    expect(built).toBe(expected);
  });

  it('a built load path opens the screen of its route', () => {
    expect(matchPath(screens.changeDriver.path, paths.loadChangeDriver(7))?.params).toEqual({ loadId: '7' });
  });
});
