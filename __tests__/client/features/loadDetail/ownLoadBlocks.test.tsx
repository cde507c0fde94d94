import { screen, within } from '@testing-library/react';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { aDriver } from '../../support/drivers';
import { aLoad } from '../../support/loads';
import { inTimeZone } from '../../../support/timeZone';
import { answerLoad, anOwnLoad } from './loadDetailFixtures';

jest.mock('../../../../src/client/api/loadApi');

afterEach(() => jest.clearAllMocks());

async function driverBlock() {
  return screen.findByRole('region', { name: 'Assigned driver' });
}

describe("load detail: the carrier's own load (loads spec 2 and 6)", () => {
  it('the assigned-driver and times blocks appear only when the load is assigned to the current carrier', async () => {
    answerLoad(aLoad({ driverId: 4 }), null);
    renderAppAt('/load/4711', signedInState());

    await screen.findByRole('region', { name: 'Pick-Up' });
    expect(screen.queryByRole('region', { name: 'Assigned driver' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pick-up and drop-off times' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
  });

  it('the assigned driver is named, with an Edit link to change the driver', async () => {
    answerLoad(anOwnLoad({ driverId: 4 }), aDriver({ driverId: 4 }));
    renderAppAt('/load/4711', signedInState());

    const block = await driverBlock();
    expect(within(block).getByText('Sofia Ramirez')).toBeTruthy();
    const edit = within(block).getByRole('link', { name: 'Edit assigned driver' });
    expect(edit.getAttribute('href')).toBe('/load/4711/change-driver');
  });

  it("a driver without a name reads 'Unnamed', and a deactivated one is labelled so", async () => {
    answerLoad(anOwnLoad({ driverId: 4 }), aDriver({ driverId: 4, name: '', firstName: null, lastName: null, enabled: false }));
    renderAppAt('/load/4711', signedInState());

    expect((await driverBlock()).querySelector('.load-driver')?.textContent).toBe('Unnamed (Deactivated)');
  });

  it("a load without a driver reads 'No assigned driver'", async () => {
    answerLoad(anOwnLoad({ driverId: null }));
    renderAppAt('/load/4711', signedInState());

    expect(within(await driverBlock()).getByText('No assigned driver')).toBeTruthy();
  });

  it("a driver the app does not know reads 'Unknown driver'", async () => {
    answerLoad(anOwnLoad({ driverId: 99 }), null);
    renderAppAt('/load/4711', signedInState());

    expect(within(await driverBlock()).getByText('Unknown driver')).toBeTruthy();
  });

  it.each(['America/Los_Angeles', 'Pacific/Auckland'])("scheduled times read 'dd M/D h:mmA' at the place with its zone, to everyone, or 'Missing', with an Edit link to change them (viewer in %s)", (viewerZone) => inTimeZone(viewerZone, async () => {
    answerLoad(anOwnLoad({ scheduledPickup: '2026-06-17T19:30:00Z', scheduledDelivery: null }));
    renderAppAt('/load/4711', signedInState());

    const times = await screen.findByRole('region', { name: 'Pick-up and drop-off times' });
    expect(within(times).getByText('We 6/17 2:30PM CDT')).toBeTruthy();
    expect(within(times).getByText('Missing')).toBeTruthy();
    expect(within(times).getByRole('link', { name: 'Edit pick-up and drop-off times' }).getAttribute('href')).toBe(
      '/load/4711/change-pickup-dropoff',
    );
  }));

  it('edit links for the driver and the times show only where the change is allowed', async () => {
    const editLinks = async (orderStatus: 'PendingPickup' | 'InRoute' | 'Delivered') => {
      answerLoad(anOwnLoad({ orderStatus, driverId: 4 }), aDriver({ driverId: 4 }));
      const view = renderAppAt('/load/4711', signedInState());
      await driverBlock();
      const names = screen.queryAllByRole('link', { name: /^Edit/ }).map((link) => link.getAttribute('aria-label'));
      view.unmount();
      return names;
    };
    expect(await editLinks('PendingPickup')).toEqual(['Edit assigned driver', 'Edit pick-up and drop-off times']);
    expect(await editLinks('InRoute')).toEqual(['Edit assigned driver']);
    expect(await editLinks('Delivered')).toEqual([]);
  });

  it('a change the server would refuse is explained on opening its screen, before any form', async () => {
    answerLoad(anOwnLoad({ orderStatus: 'InRoute', scheduledPickup: '2026-06-17T14:30:00', scheduledDelivery: '2026-06-19T10:00:00' }));
    const dates = renderAppAt('/load/4711/change-pickup-dropoff', signedInState());
    expect((await screen.findByRole('alert')).textContent).toBe('Load 4711 is in progress: changing the pick-up and drop-off is no longer possible.');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    dates.unmount();

    answerLoad(anOwnLoad({ orderStatus: 'Delivered', scheduledPickup: '2026-06-17T14:30:00', scheduledDelivery: '2026-06-19T10:00:00' }));
    renderAppAt('/load/4711/change-driver', signedInState());
    expect((await screen.findByRole('alert')).textContent).toBe('Load 4711 has been delivered: changing the driver is no longer possible.');
    expect(screen.queryByRole('button', { name: 'Change Driver' })).toBeNull();
  });
});
