import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../../src/shared/inspections';
import * as outboxItems from '../../../../src/client/features/driverOutbox/outboxItems';
import { savePhoto } from '../../../../src/client/features/driverOutbox/photoStore';
import { useClockAt } from '../../../support/clock';
import { driverLoad } from '../driverLink/fixtures';
import { GOOD_VINS } from './drafts';
import { renderAppAt } from '../../app/renderAppAt';
import { drawOn, openInspection, photoFile, routeLoads, token, twoCars } from './inspectionScreen';

jest.mock('signature_pad', () => {
  class FakePad {
    static pads = new Map<unknown, FakePad>();
    private data: { points: { x: number; y: number }[] }[] = [];
    private listeners: (() => void)[] = [];
    constructor(canvas: unknown) { FakePad.pads.set(canvas, this); }
    addEventListener(_type: string, listener: () => void) { this.listeners.push(listener); }
    removeEventListener() {}
    off() {}
    clear() { this.data = []; }
    isEmpty() { return this.data.length === 0; }
    toData() { return this.data; }
    draw(points: { x: number; y: number }[]) { this.data = [...this.data, { points }]; this.listeners.forEach((listener) => listener()); }
  }
  return { __esModule: true, default: FakePad };
});

jest.mock('../../../../src/client/features/driverOutbox/photoStore', () => {
  const kept = new Map<string, Blob>();
  return {
    savePhoto: jest.fn(async (key: string, blob: Blob) => { kept.set(key, blob); }),
    readPhoto: jest.fn(async (key: string) => kept.get(key) ?? null),
    deletePhoto: jest.fn(async (key: string) => { kept.delete(key); }),
  };
});

beforeEach(() => {
  // jsdom draws nothing: the pad is a stand-in, and the canvas's context only needs to be there.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ scale: jest.fn() } as unknown as CanvasRenderingContext2D);
});

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const typeVin = (vin: string) => fireEvent.change(screen.getByLabelText('VIN'), { target: { value: vin } });

async function toSigning() {
  typeVin(GOOD_VINS[0]);
  next();
  typeVin(GOOD_VINS[1]);
  next();
  await screen.findByRole('heading', { name: 'Signatures' });
}

describe('the driver\'s inspection screens (issue 24)', () => {
  useClockAt('2026-11-25T15:00:00.000Z');

  it('Picked Up opens the pick-up inspection, a step per vehicle of the load', async () => {
    await openInspection(twoCars());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pick-up inspection · Load 4101');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Vehicle 1 of 22021 Toyota Camry LE');
    next();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Vehicle 2 of 22019 Honda Accord');
  });

  it('the VIN is checked as it is typed, by its check digit', async () => {
    await openInspection(twoCars());
    typeVin('1HGCM82633A004353');
    expect(screen.getByText('This VIN\'s check digit does not match: check each character.')).toBeTruthy();
    expect(screen.getByLabelText('VIN').getAttribute('aria-invalid')).toBe('true');
    typeVin(GOOD_VINS[1].toLowerCase());
    expect(screen.queryByText(/check digit/)).toBeNull();
  });

  it('Scan is offered only where the browser reads barcodes', async () => {
    await openInspection(twoCars());
    expect(screen.queryByRole('button', { name: 'Scan' })).toBeNull();
  });

  it('a photo from the camera is kept on the phone under a new key and shown', async () => {
    await openInspection(twoCars());
    const input = screen.getByLabelText('Front photo') as HTMLInputElement;
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.accept).toBe('image/*');
    fireEvent.change(input, { target: { files: [photoFile()] } });
    expect(await screen.findByRole('img', { name: 'Front of vehicle 1' })).toBeTruthy();
    expect(jest.mocked(savePhoto).mock.calls.at(-1)![0]).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
  });

  it('a damage placed on the drawing opens its form; coded, it is listed with its number and can be removed', async () => {
    await openInspection(twoCars());
    fireEvent.keyDown(screen.getByRole('button', { name: 'Side view: tap where the damage is' }), { key: 'Enter' });
    const form = screen.getByRole('group', { name: 'Damage 1' });
    fireEvent.change(within(form).getByLabelText('Damage'), { target: { value: 'D' } });
    fireEvent.change(within(form).getByLabelText('Note (optional)'), { target: { value: 'Rear door' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Done' }));
    expect(screen.getByText(/Dented · Side view/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Side view, 1 damage marked: tap where the damage is' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove damage 1' }));
    expect(screen.getByText('No damage marked.')).toBeTruthy();
  });

  it('an AIAG-coded load asks each damage\'s area, type and severity, and two photos', async () => {
    await openInspection(twoCars({ inspectionKind: 'aiag' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Top view: tap where the damage is' }), { key: 'Enter' });
    const form = screen.getByRole('group', { name: 'Damage 1' });
    expect(within(form).getByLabelText('Area')).toBeTruthy();
    expect(within(form).getByLabelText('Type')).toBeTruthy();
    expect(within(form).getByLabelText('Severity')).toBeTruthy();
    expect(within(form).queryByLabelText('Damage')).toBeNull();
    expect(within(form).getByText('Take 2 more photos of this damage.')).toBeTruthy();
    expect(within(form).getByLabelText('Photo of the damage (2 needed)')).toBeTruthy();
  });

  it('before signing, the driver sees what is missing and the sign button waits until nothing is', async () => {
    await openInspection(twoCars());
    next();
    next();
    const missing = await screen.findByRole('region', { name: 'Still missing' });
    expect(within(missing).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Vehicle 1: Enter the VIN.', 'Vehicle 2: Enter the VIN.', 'Enter the shipper\'s name.', 'Ask the shipper to sign.', 'Sign as the driver.',
    ]);
    expect((screen.getByRole('button', { name: 'Sign and Mark Picked Up' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Enter the shipper\'s name.', { selector: '.inspection__error' })).toBeTruthy();
  });

  it('signing queues the photos, the inspection and the pick-up mark last, then goes back to the loads', async () => {
    // The outbox's saga (another part) takes the items from here; the action is what this page owes it.
    const queuedItems = jest.spyOn(outboxItems, 'outboxItemsQueued');
    await openInspection(twoCars());
    fireEvent.change(screen.getByLabelText('Front photo'), { target: { files: [photoFile()] } });
    await screen.findByRole('img', { name: 'Front of vehicle 1' });
    await toSigning();
    fireEvent.change(screen.getByLabelText('Shipper\'s name'), { target: { value: 'Ana Ruiz' } });
    fireEvent.change(screen.getByLabelText('E-mail (optional)'), { target: { value: 'ana@dealer.test' } });
    expect(screen.getByText('We\'ll e-mail them the bill of lading.')).toBeTruthy();
    act(() => drawOn('Shipper\'s signature'));
    act(() => drawOn('Your signature'));
    expect(screen.queryByRole('region', { name: 'Still missing' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign and Mark Picked Up' }));
    expect(await screen.findByRole('article', { name: 'Load 4101' })).toBeTruthy();
    expect(queuedItems).toHaveBeenCalledTimes(1);
    const queued = queuedItems.mock.calls[0]![0]!;
    expect(queued.map((item) => item.kind)).toEqual(['photo', 'inspection', 'pickedUp']);
    const body = queued[1]!.kind === 'inspection' ? queued[1]!.body : null;
    expect(body).toMatchObject({
      stage: 'pickup', idempotencyKey: queued[1]!.key, subjectToInspection: false, location: null,
      customer: { name: 'Ana Ruiz', email: 'ana@dealer.test', notAvailableReason: null },
      vehicles: [{ position: 1, vin: GOOD_VINS[0], photos: [{ photoKey: queued[0]!.key, angle: 'front' }] }, { position: 2, vin: GOOD_VINS[1] }],
    });
    expect(body!.customer.signature![0]!.every((value) => Number.isInteger(value))).toBe(true);
    expect(queued[2]).toMatchObject({ kind: 'pickedUp', loadId: 4101, pickedUpAt: '2026-11-25T15:00:00.000Z' });
  });

  it('Customer Not Available takes a reason instead of the customer\'s signature', async () => {
    await openInspection(twoCars({ orderStatus: 'InRoute' }));
    await toSigning();
    fireEvent.click(screen.getByLabelText('Customer Not Available'));
    expect(screen.queryByRole('img', { name: 'Receiver\'s signature' })).toBeNull();
    expect(screen.getAllByText('Give the reason the customer is not available.').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Other' } });
    fireEvent.change(screen.getByLabelText('Other reason'), { target: { value: 'Gate locked' } });
    act(() => drawOn('Your signature'));
    expect((screen.getByRole('button', { name: 'Sign and Mark Delivered' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('Subject to inspection is offered at delivery only', async () => {
    await openInspection(twoCars({ orderStatus: 'InRoute' }));
    await toSigning();
    expect(screen.getByLabelText('Subject to inspection')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Delivery inspection · Load 4101');
  });

  it('Subject to inspection is not offered at pick-up', async () => {
    await openInspection(twoCars());
    await toSigning();
    expect(screen.queryByLabelText('Subject to inspection')).toBeNull();
  });

  it('an advanced load asks for the phone\'s location at signing, and a refusal says it is needed', async () => {
    const getCurrentPosition = jest.fn((_: PositionCallback, refused: PositionErrorCallback) => refused({ code: 1, message: 'denied' } as GeolocationPositionError));
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    await openInspection(driverLoad({ inspectionKind: 'advanced' }));
    typeVin(GOOD_VINS[0]);
    next();
    expect(await screen.findByText(/This load records where it was signed/)).toBeTruthy();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    const granted = jest.fn((given: PositionCallback) => given({ coords: { latitude: 32.7, longitude: -96.8, accuracy: 9 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: granted } });
    fireEvent.click(screen.getByRole('button', { name: 'Share Location' }));
    expect(await screen.findByText('Location recorded.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Allow the phone to share its location.')).toBeNull());
  });

  it('Back to My Loads keeps the draft: opening it again shows what was typed', async () => {
    await openInspection(twoCars());
    typeVin('1HGCM');
    fireEvent.click(screen.getByRole('button', { name: 'Back to My Loads' }));
    fireEvent.click(within(await screen.findByRole('article', { name: 'Load 4101' })).getByRole('button', { name: 'Picked Up' }));
    expect((screen.getByLabelText('VIN') as HTMLInputElement).value).toBe('1HGCM');
  });

  it('a reload mid-inspection keeps the draft and the step it was on', async () => {
    const { unmount } = await openInspection(twoCars());
    typeVin(GOOD_VINS[0]);
    next();
    await waitFor(() => expect(window.sessionStorage.getItem('persist:haulboard.inspection')).toMatch(/"step\\":1/));
    unmount();
    routeLoads(twoCars());
    renderAppAt(`/driver/${token}`);
    expect(await screen.findByRole('heading', { level: 2, name: /Vehicle 2 of 2/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('VIN') as HTMLInputElement).value).toBe(GOOD_VINS[0]);
  });
});
