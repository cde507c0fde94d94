import { describeEachDatabase } from '../support/databases';
import { claimBody, claimedMessage, missingMessage, useLoadsFixture, type SignedInCarrier } from './support/loadsFixture';

/** Saving loads (loads spec 4, Favourite; Saved Loads screen). */
describeEachDatabase('favourites', (getDb) => {
  const fixture = useLoadsFixture(getDb);

  const save = (id: number, as: SignedInCarrier) => fixture().call('POST', `CarrierLoads/${id}/favorite`, as);
  const unsave = (id: number, as: SignedInCarrier) => fixture().call('DELETE', `CarrierLoads/${id}/favorite`, as);

  test('saving a load twice keeps one favourite', async () => {
    const { carrier, insertLoad, db } = fixture();
    const id = await insertLoad();
    expect((await save(id, carrier)).json()).toEqual({ currentUserFavorite: true, numberOfFavorites: 1 });
    const again = await save(id, carrier);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ currentUserFavorite: true, numberOfFavorites: 1 });
    expect(await db.db.selectFrom('favorites').selectAll().where('loadId', '=', id).execute()).toHaveLength(1);
  });

  test('the number of favourites counts carriers, not their users', async () => {
    const { carrier, rival, insertLoad, addTeamMember, call } = fixture();
    const id = await insertLoad();
    const colleague = await addTeamMember(carrier);
    await save(id, carrier);
    expect((await save(id, colleague)).json()).toEqual({ currentUserFavorite: true, numberOfFavorites: 1 });
    expect((await save(id, rival)).json()).toEqual({ currentUserFavorite: true, numberOfFavorites: 2 });
    expect((await unsave(id, colleague)).json()).toEqual({ currentUserFavorite: false, numberOfFavorites: 2 });
    expect((await call('POST', `CarrierLoads/get/${id}`, colleague)).json()).toMatchObject({ currentUserFavorite: false, numberOfFavorites: 2 });
  });

  test('removing a favourite twice is no error', async () => {
    const { carrier, insertLoad } = fixture();
    const id = await insertLoad();
    await save(id, carrier);
    expect((await unsave(id, carrier)).json()).toEqual({ currentUserFavorite: false, numberOfFavorites: 0 });
    const again = await unsave(id, carrier);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ currentUserFavorite: false, numberOfFavorites: 0 });
  });

  test('a saved load another carrier has claimed since can still be removed', async () => {
    const { carrier, rival, insertLoad, call } = fixture();
    const id = await insertLoad();
    await save(id, carrier);
    expect((await call('POST', `CarrierLoads/${id}/assignment`, rival, claimBody())).statusCode).toBe(200);
    const response = await unsave(id, carrier);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ currentUserFavorite: false, numberOfFavorites: 0 });
  });

  test("saving another carrier's load answers 403 and a missing or hidden one 404", async () => {
    const { carrier, rival, insertLoad } = fixture();
    const rivals = await insertLoad({ carrierClientId: rival.clientId, orderStatus: 'PendingPickup' });
    const hidden = await insertLoad({ visibleToCarriers: 0 });
    expect((await save(rivals, carrier)).json()).toEqual({ message: claimedMessage, code: 'forbidden' });
    expect((await save(rivals, carrier)).statusCode).toBe(403);
    for (const id of [hidden, 999_996]) {
      const response = await save(id, carrier);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: missingMessage, code: 'not_found' });
    }
  });

  test('removing a favourite of a load that does not exist answers 404', async () => {
    const { carrier } = fixture();
    const response = await unsave(999_995, carrier);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: missingMessage, code: 'not_found' });
  });

  test('saving a load changes nothing on the load and keeps it on the board', async () => {
    const { carrier, rival, insertLoad, loadRow, call } = fixture();
    const id = await insertLoad();
    const before = await loadRow(id);
    await save(id, carrier);
    expect(await loadRow(id)).toEqual(before);
    const found = (await call('POST', 'CarrierLoads/search/available', rival, { OrderIds: [id] })).json();
    expect(found.records).toEqual([expect.objectContaining({ id, numberOfFavorites: 1, currentUserFavorite: false })]);
  });

  test('favourites need a session', async () => {
    const { insertLoad, call } = fixture();
    const id = await insertLoad();
    expect((await call('POST', `CarrierLoads/${id}/favorite`, null)).statusCode).toBe(401);
    expect((await call('DELETE', `CarrierLoads/${id}/favorite`, null)).statusCode).toBe(401);
  });
});
