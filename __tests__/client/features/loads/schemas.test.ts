import { rootReducer } from '../../../../src/client/app/rootReducer';
import { selectDriverById } from '../../../../src/client/features/drivers/selectors';
import { driversReceived } from '../../../../src/client/features/drivers/slice';
import { normalizeLoadDetail } from '../../../../src/client/features/loads/schemas';
import { loadsReceived, selectLoadById } from '../../../../src/client/features/loads/slice';
import type { DriverRecord } from '../../../../src/shared/loads';
import { aLoad } from '../../support/loads';

const sofia: DriverRecord = {
  driverId: 4, firstName: 'Sofia', lastName: 'Ramirez', name: 'Sofia Ramirez', email: null, cellPhoneNumber: null, enabled: true,
};

function storeAnswer(state: ReturnType<typeof rootReducer>, answer: Parameters<typeof normalizeLoadDetail>[0]) {
  const { loads, drivers } = normalizeLoadDetail(answer);
  return rootReducer(rootReducer(state, loadsReceived(loads)), driversReceived(drivers));
}

describe('a load with its driver is stored apart, each once by id', () => {
  it('the load keeps only its driver id and the driver lives in the drivers slice', () => {
    const { loads, drivers } = normalizeLoadDetail({ ...aLoad({ id: 7, driverId: 4 }), driver: sofia });
    expect(loads).toEqual([aLoad({ id: 7, driverId: 4 })]);
    expect(drivers).toEqual([sofia]);
  });

  it('a load without a driver stores no driver', () => {
    expect(normalizeLoadDetail({ ...aLoad({ id: 7, driverId: null }), driver: null }).drivers).toEqual([]);
  });

  it('a driver renamed on the drivers screen is renamed on every load they drive', () => {
    let state = rootReducer(undefined, { type: 'test/init' });
    state = storeAnswer(state, { ...aLoad({ id: 7, driverId: 4 }), driver: sofia });
    state = storeAnswer(state, { ...aLoad({ id: 8, driverId: 4 }), driver: sofia });
    // What the drivers screen stores once the rename is saved.
    state = rootReducer(state, driversReceived([{ ...sofia, firstName: 'Sofía', name: 'Sofía Ramirez' }]));

    const driverNameOf = (loadId: number) => selectDriverById(state, selectLoadById(state, loadId)!.driverId!)?.name;
    expect(driverNameOf(7)).toBe('Sofía Ramirez');
    expect(driverNameOf(8)).toBe('Sofía Ramirez');
  });
});
