import { describeEachDatabase } from '../support/databases';
import { at, claimBody, useLoadsFixture } from '../loads/support/loadsFixture';

/** Issue 12: a deactivated driver stays on its past loads and can't be assigned to new ones. */
describeEachDatabase('a deactivated driver', (getDb) => {
  const fixture = useLoadsFixture(getDb);

  async function deactivatedOnALoad() {
    const { carrier, call, insertDriver, insertLoad } = fixture();
    const driverId = await insertDriver(carrier.clientId);
    const pastLoad = await insertLoad();
    expect((await call('POST', `CarrierLoads/${pastLoad}/assignment`, carrier, claimBody(at(1), at(2), driverId))).statusCode).toBe(200);
    expect((await call('DELETE', `Drivers?driverId=${driverId}`, carrier)).statusCode).toBe(200);
    return { driverId, pastLoad };
  }

  test('a deactivated driver stays on its past loads', async () => {
    const { loadRow } = fixture();
    const { driverId, pastLoad } = await deactivatedOnALoad();
    expect((await loadRow(pastLoad)).driverId).toBe(driverId);
  });

  test('a deactivated driver cannot be put on a claim, and can again once activated', async () => {
    const { carrier, call, insertLoad } = fixture();
    const { driverId } = await deactivatedOnALoad();
    const load = await insertLoad();
    const refused = await call('POST', `CarrierLoads/${load}/assignment`, carrier, claimBody(at(1), at(2), driverId));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'driverId', message: 'This driver is deactivated: choose an active driver.' }]);
    expect((await call('PUT', `Drivers/ActivateDriver?driverId=${driverId}`, carrier)).statusCode).toBe(200);
    expect((await call('POST', `CarrierLoads/${load}/assignment`, carrier, claimBody(at(1), at(2), driverId))).statusCode).toBe(200);
  });

  test('a deactivated driver cannot be the new driver of a claimed load', async () => {
    const { carrier, call, insertLoad, loadRow } = fixture();
    const { driverId } = await deactivatedOnALoad();
    const load = await insertLoad();
    expect((await call('POST', `CarrierLoads/${load}/assignment`, carrier, claimBody(at(1), at(2)))).statusCode).toBe(200);
    const refused = await call('PUT', `CarrierLoads/${load}/ChangeDriver`, carrier, { DriverId: driverId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'driverId', message: 'This driver is deactivated: choose an active driver.' }]);
    expect((await loadRow(load)).driverId).toBeNull();
  });
});
