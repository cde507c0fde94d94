import { screen, within } from '@testing-library/react';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchLoad } from '../../../../src/client/api/loadApi';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { aLoad, aVehicle } from '../../support/loads';
import { answerLoad } from './loadDetailFixtures';

jest.mock('../../../../src/client/api/loadApi');

afterEach(() => jest.clearAllMocks());

const failure = (status: number) =>
  new ApiError({ status, statusText: 'x', url: '/api/CarrierLoads/get/4711', message: 'x' });

describe('Load detail (loads spec 2)', () => {
  it('pick-up and drop-off show name, address, city, state, zip and business hours', async () => {
    answerLoad(aLoad({ originBusinessHours: 'Mon-Fri 8am-5pm', destinationBusinessHours: 'Daily 7am-7pm' }));
    renderAppAt('/load/4711', signedInState());

    const pickup = await screen.findByRole('region', { name: 'Pick-Up' });
    expect(within(pickup).getByText('Lone Star Auto')).toBeTruthy();
    expect(within(pickup).getByText('100 Main St')).toBeTruthy();
    expect(within(pickup).getByText('Dallas, TX 75201')).toBeTruthy();
    expect(within(pickup).getByText('Mon-Fri 8am-5pm')).toBeTruthy();
    const dropoff = screen.getByRole('region', { name: 'Drop-Off' });
    expect(within(dropoff).getByText('Peach Motors')).toBeTruthy();
    expect(within(dropoff).getByText('200 Peachtree St')).toBeTruthy();
    expect(within(dropoff).getByText('Atlanta, GA 30303')).toBeTruthy();
    expect(within(dropoff).getByText('Daily 7am-7pm')).toBeTruthy();
  });

  it('the cars list shows year, make, model and subModel; an inoperable car is red and says so', async () => {
    const pickup = aVehicle({ year: 2012, make: 'Ford', model: 'F-150', subModel: 'XL', inoperable: true });
    answerLoad(aLoad({ vehicles: [aVehicle(), pickup] }));
    renderAppAt('/load/4711', signedInState());

    const cars = await screen.findByRole('region', { name: 'Vehicles' });
    const [running, broken] = within(cars).getAllByRole('listitem');
    expect(running.textContent).toBe('2019 Toyota Camry LE');
    expect(running.className).not.toContain('inoperable');
    expect(broken.textContent).toBe('2012 Ford F-150 XL (Inoperable)');
    expect(broken.className).toContain('load-vehicles__item--inoperable');
  });

  it('origin and destination instructions and notes show only when not blank', async () => {
    answerLoad(aLoad({ originComments: '   ', destinationComments: 'Call 30 minutes ahead' }));
    renderAppAt('/load/4711', signedInState());

    const dropoff = await screen.findByRole('region', { name: 'Drop-Off' });
    expect(within(dropoff).getByText('Instructions and notes')).toBeTruthy();
    expect(within(dropoff).getByText('Call 30 minutes ahead')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Pick-Up' })).queryByText('Instructions and notes')).toBeNull();
  });

  it('rate, miles, rate per mile and tags read as on the load card', async () => {
    answerLoad(aLoad({ rate: 1250, miles: 500, rushSold: true, myLane: true }));
    renderAppAt('/load/4711', signedInState());

    const facts = await screen.findByRole('region', { name: 'Rate and miles' });
    expect(within(facts).getByText('$1,250')).toBeTruthy();
    expect(within(facts).getByText('$2.50/mi')).toBeTruthy();
    expect(within(facts).getByText('500 mi')).toBeTruthy();
    const tags = within(within(facts).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Rush', 'My Lane']);
  });

  it('load detail of an available load shows when: the pick-up and delivery windows, with the weight, $/mile and miles the card shows', async () => {
    const heavy = aVehicle({ weight: '5,120' });
    answerLoad(aLoad({ rate: 1250, miles: 500, twicRequired: true, vehicles: [aVehicle(), heavy], earliestPickup: '2026-06-16', latestPickup: '2026-06-18', earliestDelivery: '2026-06-19', latestDelivery: null }));
    renderAppAt('/load/4711', signedInState());

    const facts = await screen.findByRole('region', { name: 'Rate and miles' });
    const windows = Object.fromEntries(
      within(facts).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    const year = (text: string) => (new Date().getFullYear() === 2026 ? text : `${text}, 2026`);
    expect(windows).toEqual({ 'Pick-Up window': `${year('Jun 16')} – ${year('Jun 18')}`, 'Delivery window': `From ${year('Jun 19')}` });
    expect(within(facts).getByText('2 vehicles')).toBeTruthy();
    expect(within(facts).getByText('8,420 lbs')).toBeTruthy();
    expect(within(facts).getByText('$2.50/mi')).toBeTruthy();
    expect(within(facts).getByText('500 mi')).toBeTruthy();
    expect(within(within(facts).getByRole('list', { name: 'Tags' })).getByText('TWIC')).toBeTruthy();
  });

  it('the route map marks origin A and destination B', async () => {
    answerLoad(aLoad());
    renderAppAt('/load/4711', signedInState());

    const map = await screen.findByRole('region', { name: 'Route map' });
    expect(within(map).getByRole('img', { name: 'Origin A' })).toBeTruthy();
    expect(within(map).getByRole('img', { name: 'Destination B' })).toBeTruthy();
    expect(map.querySelector('polyline')?.getAttribute('points')).toBeTruthy();
  });

  it('shows a spinner while the load is on its way', async () => {
    jest.mocked(fetchLoad).mockImplementation(() => new Promise(() => undefined));
    renderAppAt('/load/4711', signedInState());
    expect(await screen.findByText('Loading the load')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pick-Up' })).toBeNull();
  });

  it("a load that does not exist says so, with a link to the search", async () => {
    jest.mocked(fetchLoad).mockRejectedValue(failure(404));
    renderAppAt('/load/4711', signedInState());

    expect(await screen.findByText("We're sorry, the load you are looking for does not exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find Another Load' }).getAttribute('href')).toBe('/search');
  });

  it("another carrier's load has already been claimed", async () => {
    jest.mocked(fetchLoad).mockRejectedValue(failure(403));
    renderAppAt('/load/4711', signedInState());

    expect(await screen.findByText("We're sorry, the load you are looking for has already been claimed.")).toBeTruthy();
  });

  it('a load that failed to load can be asked for again', async () => {
    jest.mocked(fetchLoad).mockRejectedValueOnce(failure(500));
    answerLoad(aLoad());
    const { user } = renderAppAt('/load/4711', signedInState());

    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Pick-Up' })).toBeTruthy();
    expect(fetchLoad).toHaveBeenCalledTimes(2);
  });
});
