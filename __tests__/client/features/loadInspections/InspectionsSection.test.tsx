import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchLoadInspections } from '../../../../src/client/api/inspectionsApi';
import { fetchLoad } from '../../../../src/client/api/loadApi';
import { PHOTO_LINK_RETRY_AFTER_MS } from '../../../../src/client/features/loadInspections/sagas';
import type { InspectionRecord } from '../../../../src/shared/contracts/inspection';
import type { LoadRecord } from '../../../../src/shared/loads';
import { advanceClock } from '../../../support/clock';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { answerLoad } from '../loadDetail/loadDetailFixtures';
import { aDamage, aDelivery, anInspection, anOwnLoad, aPhoto, aReply, aVehicleInspection } from './inspectionFixtures';

jest.mock('../../../../src/client/api/loadApi');
jest.mock('../../../../src/client/api/inspectionsApi');

const inspectionsMock = jest.mocked(fetchLoadInspections);

afterEach(() => jest.clearAllMocks());

/** The detail of the carrier's own load, its inspections answered with `records`. */
async function openDetail(records: InspectionRecord[], load: LoadRecord = anOwnLoad()) {
  answerLoad(load);
  inspectionsMock.mockResolvedValue(aReply(records));
  const view = renderAppAt('/load/4711', signedInState());
  const section = await screen.findByRole('region', { name: 'Inspections' });
  await within(section).findByRole('region', { name: 'Pick-up inspection' });
  return { ...view, section };
}

/** The damages of the first vehicle, each with its note and photos (whose own list items are not damages). */
const damagesIn = (scope: HTMLElement) =>
  [...within(scope).getByRole('list', { name: 'Damages of vehicle 1' }).querySelectorAll<HTMLElement>(':scope > li')];

const stage = (section: HTMLElement, name: 'Pick-up inspection' | 'Delivery inspection') => within(section).getByRole('region', { name });

describe('the carrier sees the inspections on the load detail (issue 24)', () => {
  it("an end not yet inspected says 'Not yet inspected'; an inspected one says when, by which driver and of which kind", async () => {
    const { section } = await openDetail([anInspection({ kind: 'advanced' })]);
    const pickup = stage(section, 'Pick-up inspection');
    // 15:30 UTC on the pick-up's clock (Dallas, CDT).
    expect(within(pickup).getByText('Tu 6/16 10:30AM CDT')).toBeTruthy();
    expect(within(pickup).getAllByText('Sam Ortega').length).toBeGreaterThan(0);
    expect(within(pickup).getByText('Advanced inspection')).toBeTruthy();
    expect(within(stage(section, 'Delivery inspection')).getByText('Not yet inspected')).toBeTruthy();
  });

  it('each vehicle shows its label, VIN, odometer and both drawings with numbered marks', async () => {
    const vehicle = aVehicleInspection({ damages: [aDamage({ view: 'top' }), aDamage({ view: 'side', code: 'D' })] });
    const { section } = await openDetail([anInspection({ vehicles: [vehicle] })]);
    const pickup = stage(section, 'Pick-up inspection');
    const car = within(pickup).getByRole('article');
    expect(within(car).getByRole('heading', { name: 'Vehicle 1: 2019 Toyota Camry' })).toBeTruthy();
    expect(within(car).getByText('1HGCM82633A004352')).toBeTruthy();
    expect(within(car).getByText('42,180 mi')).toBeTruthy();
    const top = within(car).getByRole('img', { name: 'Top view of vehicle 1, 1 damage marked' });
    const side = within(car).getByRole('img', { name: 'Side view of vehicle 1, 1 damage marked' });
    expect(top.querySelector('text')?.textContent).toBe('1');
    expect(side.querySelector('text')?.textContent).toBe('2');
    const damages = damagesIn(car);
    expect(damages.map((item) => item.textContent)).toEqual(['S Scratched', 'D Dented']);
  });

  it('photo thumbnails are links that open the full photo in a new tab, named by angle and vehicle', async () => {
    const { section } = await openDetail([anInspection()]);
    const link = within(stage(section, 'Pick-up inspection')).getByRole('link', { name: 'Front photo of vehicle 1' });
    expect(link.getAttribute('href')).toBe(aPhoto(11).url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(within(link).getByRole('img').getAttribute('src')).toBe(aPhoto(11).thumbnailUrl);
    expect(within(stage(section, 'Pick-up inspection')).getByRole('link', { name: 'Back photo of vehicle 1' })).toBeTruthy();
  });

  it("new damages at delivery are marked 'New' in red and counted", async () => {
    const atPickup = aVehicleInspection({ damages: [aDamage()] });
    const atDelivery = aVehicleInspection({
      damages: [
        aDamage(),
        aDamage({ code: 'D', isNew: true, note: 'Rear bumper', photos: [aPhoto(31)] }),
        aDamage({ view: 'side', code: null, aiag: { area: '05', type: '10', severity: '2' }, isNew: true }),
      ],
    });
    const { section } = await openDetail([anInspection({ vehicles: [atPickup] }), aDelivery({ vehicles: [atDelivery] })]);
    const delivery = stage(section, 'Delivery inspection');
    expect(within(delivery).getByText('2 new damages at delivery')).toBeTruthy();
    const damages = damagesIn(delivery);
    expect(damages.map((item) => within(item).queryByText('New') !== null)).toEqual([false, true, true]);
    expect(damages[1].className).toContain('load-inspection__damage--new');
    expect(within(damages[1]).getByText('Rear bumper')).toBeTruthy();
    expect(within(damages[1]).getByRole('link', { name: 'Photo 1 of damage 2 on vehicle 1' }).getAttribute('href')).toBe(aPhoto(31).url);
    expect(within(damages[2]).getByText('05-10-2 Door left front, Scratched, 1 to 3 inches')).toBeTruthy();
    const newMarks = within(delivery).getAllByRole('img', { name: /view of vehicle 1/ }).flatMap((drawing) => [...drawing.querySelectorAll('.hb-vehicle-diagram__mark--new')]);
    expect(newMarks).toHaveLength(2);
    expect(within(stage(section, 'Pick-up inspection')).queryByText(/new damage/)).toBeNull();
  });

  it("'Customer Not Available' is stamped with its reason instead of a signature; 'Subject to inspection' shows when set", async () => {
    const { section } = await openDetail([
      anInspection(),
      aDelivery({ customer: { name: '', email: null, signature: null, notAvailableReason: 'Night drop at the dealer lot' }, subjectToInspection: true }),
    ]);
    const delivery = stage(section, 'Delivery inspection');
    expect(within(delivery).getByText('Customer Not Available')).toBeTruthy();
    expect(within(delivery).getByText('Night drop at the dealer lot')).toBeTruthy();
    expect(within(delivery).getByText('Subject to inspection')).toBeTruthy();
    expect(within(delivery).queryByRole('img', { name: /^Signature of (Receiver|Lee Park)$/ })).toBeNull();
    expect(within(delivery).getByRole('img', { name: 'Signature of Sam Ortega' })).toBeTruthy();
    const pickup = stage(section, 'Pick-up inspection');
    expect(within(pickup).getByRole('img', { name: 'Signature of Ana Ruiz' })).toBeTruthy();
    expect(within(pickup).queryByText('Customer Not Available')).toBeNull();
    expect(within(pickup).queryByText('Subject to inspection')).toBeNull();
  });

  it("a corrected inspection shows 'Version 2 (corrected)' with the earlier version reachable, never hidden", async () => {
    const first = anInspection({ inspectionId: 501, version: 1, isCurrent: false, vehicles: [aVehicleInspection({ odometer: 41_000 })] });
    const second = anInspection({ inspectionId: 507, version: 2, isCurrent: true });
    const { section } = await openDetail([first, second]);
    const pickup = stage(section, 'Pick-up inspection');
    expect(within(pickup).getByText('Version 2 (corrected)')).toBeTruthy();
    const earlier = within(pickup).getByText('Earlier versions (1)').closest('details') as HTMLDetailsElement;
    expect(earlier.open).toBe(false);
    fireEvent.click(within(earlier).getByText('Earlier versions (1)'));
    expect(within(earlier).getByRole('heading', { name: 'Version 1' })).toBeTruthy();
    expect(within(earlier).getByText('41,000 mi')).toBeTruthy();
  });

  it('the location is shown when the phone recorded it', async () => {
    const { section } = await openDetail([anInspection({ location: { latitude: 32.7767, longitude: -96.797, accuracyMeters: 12.4 } })]);
    expect(within(stage(section, 'Pick-up inspection')).getByText('32.77670, -96.79700 (within 12 m)')).toBeTruthy();
  });

  it('a claimed load (not yet on the road) shows no Inspections section', async () => {
    answerLoad(anOwnLoad({ orderStatus: 'PendingPickup' }));
    renderAppAt('/load/4711', signedInState());
    await screen.findByRole('region', { name: 'Pick-Up' });
    expect(screen.queryByRole('region', { name: 'Inspections' })).toBeNull();
    expect(inspectionsMock).not.toHaveBeenCalled();
  });

  it('the section spins while the inspections load, then says why it could not load them and offers to try again', async () => {
    answerLoad(anOwnLoad({ orderStatus: 'Delivered' }));
    let fail: (error: unknown) => void = () => undefined;
    inspectionsMock.mockImplementationOnce(() => new Promise((_resolve, reject) => { fail = reject; }));
    const { user } = renderAppAt('/load/4711', signedInState());
    const section = await screen.findByRole('region', { name: 'Inspections' });
    expect(within(section).getByRole('status')).toBeTruthy();
    await waitFor(() => expect(inspectionsMock).toHaveBeenCalledTimes(1));
    fail(new ApiError({ status: 0, statusText: '', url: '/api/CarrierLoads/4711/inspections', message: 'x' }));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('A network error occured, please check your connection');

    inspectionsMock.mockResolvedValue(aReply([anInspection()]));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(section).findByRole('region', { name: 'Pick-up inspection' })).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(jest.mocked(fetchLoad)).toHaveBeenCalledTimes(1);
  });

  it('the inspections markup has no serious or critical accessibility violation', async () => {
    const delivery = aDelivery({
      version: 2,
      customer: { name: '', email: null, signature: null, notAvailableReason: 'Auction security' },
      vehicles: [aVehicleInspection({ damages: [aDamage({ isNew: true, photos: [aPhoto(41)] })] })],
    });
    const { section } = await openDetail([anInspection(), aDelivery({ isCurrent: false }), delivery]);
    // jsdom lays nothing out, so contrast is left to the browser suite.
    const results = await axe.run(section, { rules: { 'color-contrast': { enabled: false } } });
    const grave = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(grave.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
  });

  it('a photo whose link expired while the detail stayed open makes the section read fresh links', async () => {
    const { section } = await openDetail([anInspection()]);
    advanceClock(PHOTO_LINK_RETRY_AFTER_MS);
    inspectionsMock.mockResolvedValue(aReply([anInspection({ vehicles: [aVehicleInspection({ photos: [{ ...aPhoto(11), angle: 'front', thumbnailUrl: 'https://haulboard.test/fresh' }] })] })]));
    fireEvent.error(within(section).getAllByRole('img', { name: 'Front photo of vehicle 1' })[0]);
    await waitFor(() => expect(within(section).getByRole('img', { name: 'Front photo of vehicle 1' }).getAttribute('src')).toBe('https://haulboard.test/fresh'));
    expect(inspectionsMock).toHaveBeenCalledTimes(2);
  });
});
