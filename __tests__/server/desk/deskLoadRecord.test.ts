import { Value } from '@sinclair/typebox/value';
import { DeskLoadRecordSchema } from '../../../src/shared/contracts/deskLoad';
import { CARRIER_VIEW_FIELDS } from '../../../src/shared/contracts/load';
import { bearer, createCarrier, signIn } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { aPostedLoad, useDeskFixture } from './support/postedLoads';

describeEachDatabase('desk: the load record', (getDb) => {
  const fixture = useDeskFixture(getDb);

  test("a desk load is the carrier's load record", async () => {
    const { app, desk } = fixture();
    const { id } = (await app.inject({ method: 'POST', url: '/api/desk/loads', headers: desk, payload: aPostedLoad() })).json();
    const deskAnswer = await app.inject({ method: 'GET', url: `/api/desk/loads/${id}`, headers: desk });
    expect(deskAnswer.statusCode).toBe(200);
    const deskLoad = deskAnswer.json();
    expect(Value.Errors(DeskLoadRecordSchema, deskLoad).First()).toBeUndefined();

    const token = await signIn(app, await createCarrier(getDb()));
    const carrierAnswer = await app.inject({
      method: 'POST', url: `/api/CarrierLoads/get/${id}?SourceApplication=CarrierPortal`, headers: bearer(token),
    });
    expect(carrierAnswer.statusCode).toBe(200);
    const { driver: _driver, ...carrierLoad } = carrierAnswer.json();
    for (const field of CARRIER_VIEW_FIELDS) delete carrierLoad[field];
    expect(deskLoad).toMatchObject(carrierLoad);
    expect(deskLoad).not.toHaveProperty('currentUserFavorite');
  });
});
