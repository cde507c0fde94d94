/**
 * The driver's page with an inspection to do: the signature pad and the photo store stand in for what jsdom lacks (a
 * canvas, IndexedDB with Blobs); everything else is the real app on a real store.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { DriverLoadRecord } from '../../../../src/shared/driverLink';
import { renderAppAt } from '../../app/renderAppAt';
import type { CannedResponse } from '../../support/fetchStub';
import { routeFetch } from '../../support/routedFetch';
import { driverLoad } from '../driverLink/fixtures';

export const token = 'T0k3n_-abcdefghijklmnopqrstuvwxyz0123456789';
const json = (body: unknown): CannedResponse => ({ status: 200, body, headers: { 'content-type': 'application/json' } });

export const twoCars = (overrides: Partial<DriverLoadRecord> = {}) => driverLoad({
  vehicles: [
    { year: 2021, make: 'Toyota', model: 'Camry', subModel: 'LE', weight: '3300', inoperable: false },
    { year: 2019, make: 'Honda', model: 'Accord', subModel: null, weight: null, inoperable: false },
  ],
  ...overrides,
});

/** The page at the link, the load's card shown, and its Picked Up or Delivered tapped. */
export function routeLoads(load: DriverLoadRecord) {
  routeFetch([['GET', /\/api\/driver\/loads$/, () => json({ driverName: 'Rosa Diaz', carrierName: 'Blue Ridge Car Carriers', records: [load] })]]);
}

export async function openInspection(load: DriverLoadRecord) {
  routeLoads(load);
  const rendered = renderAppAt(`/driver/${token}`);
  const card = await screen.findByRole('article', { name: `Load ${load.id}` });
  fireEvent.click(within(card).getByRole('button', { name: load.orderStatus === 'PendingPickup' ? 'Picked Up' : 'Delivered' }));
  await screen.findByRole('heading', { level: 1, name: /inspection · Load/ });
  return rendered;
}

/** Draws a stroke on the pad named `name` (through the stand-in signature_pad). */
export function drawOn(name: string) {
  const canvas = screen.getByRole('img', { name });
  const pads = (jest.requireMock('signature_pad') as { default: { pads: Map<Element, { draw: (points: { x: number; y: number }[]) => void }> } }).default.pads;
  pads.get(canvas)!.draw([{ x: 10, y: 10 }, { x: 100, y: 50 }]);
}

export const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'IMG_0001.jpg', { type: 'image/jpeg' });
