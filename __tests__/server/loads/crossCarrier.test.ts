import { describeEachDatabase } from '../support/databases';
import { at, claimBody, claimedMessage, missingMessage, useLoadsFixture } from './support/loadsFixture';

/** Everything is scoped to the viewer's carrier: another carrier's load is out of reach on every call. */
describeEachDatabase('another carrier’s load', (getDb) => {
  const fixture = useLoadsFixture(getDb);

  const calls = (id: number, driverId: number) => [
    { method: 'POST', path: `CarrierLoads/get/${id}` },
    { method: 'GET', path: `CarrierLoads/${id}/presence` },
    { method: 'PUT', path: `CarrierLoads/${id}/ChangeDates`, body: { ScheduledPickup: at(1), ScheduledDelivery: at(2) } },
    { method: 'PUT', path: `CarrierLoads/${id}/ChangeDriver`, body: { DriverId: driverId } },
    { method: 'POST', path: `CarrierLoads/${id}/unassign?unassignmentReason=AE` },
    { method: 'POST', path: `CarrierLoads/${id}/favorite` },
  ] as const;

  test("another carrier's load is refused on every call with 'already been claimed', and left as it was", async () => {
    const { call, carrier, rival, insertLoad, insertDriver, loadRow } = fixture();
    const id = await insertLoad();
    const rivalDriver = await insertDriver(rival.clientId);
    expect((await call('POST', `CarrierLoads/${id}/assignment`, rival, claimBody(at(1), at(2), rivalDriver))).statusCode).toBe(200);
    const before = await loadRow(id);
    const ownDriver = await insertDriver(carrier.clientId);
    for (const { method, path, ...rest } of calls(id, ownDriver)) {
      const response = await call(method, path, carrier, 'body' in rest ? rest.body : undefined);
      expect({ path, status: response.statusCode, body: response.json() }).toEqual({ path, status: 403, body: { message: claimedMessage, code: 'forbidden' } });
    }
    const claim = await call('POST', `CarrierLoads/${id}/assignment`, carrier, claimBody());
    expect({ status: claim.statusCode, body: claim.json() }).toEqual({ status: 409, body: { message: claimedMessage, code: 'conflict' } });
    expect(await loadRow(id)).toEqual(before);
  });

  test('a load that does not exist answers 404 on every call', async () => {
    const { call, carrier, insertDriver } = fixture();
    const driverId = await insertDriver(carrier.clientId);
    const everyCall = [...calls(999_990, driverId), { method: 'POST', path: 'CarrierLoads/999990/assignment', body: claimBody() },
      { method: 'DELETE', path: 'CarrierLoads/999990/favorite' }] as const;
    for (const { method, path, ...rest } of everyCall) {
      const response = await call(method, path, carrier, 'body' in rest ? rest.body : undefined);
      expect({ path, status: response.statusCode, body: response.json() }).toEqual({ path, status: 404, body: { message: missingMessage, code: 'not_found' } });
    }
  });
});
