import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LoadCard } from '../../../../src/client/features/loads/components/LoadCard';
import { aLoad, aVehicle } from '../../support/loads';

const now = '2026-06-15T12:00:00';

// The card links to its load, so it renders inside a router as in the app.
const renderCard = (card: ReactElement) => render(card, { wrapper: MemoryRouter });

const dateOf = (label: string) => screen.getByText(label).nextElementSibling as HTMLElement;

describe('<LoadCard/>', () => {
  it('shows rate, route, miles, vehicles and dates', () => {
    renderCard(<LoadCard load={aLoad({ vehicles: [aVehicle(), aVehicle({ year: 2021, make: 'Ford', model: 'F-150' }), aVehicle()] })} now={now} />);
    expect(screen.getByText('$1,250')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Dallas, TX→ to Atlanta, GA');
    expect(screen.getByText('500 mi')).toBeTruthy();
    expect(screen.getByText('3 vehicles')).toBeTruthy();
    expect(screen.getByText('2019 Toyota Camry, 2021 Ford F-150 +1 more')).toBeTruthy();
    expect(dateOf('Pick-Up').textContent).toBe('Jun 16');
    expect(dateOf('Delivery').textContent).toBe('Jun 19');
  });

  it('rate per mile shows only when rate and miles are above 0', () => {
    const { rerender } = renderCard(<LoadCard load={aLoad({ rate: 1250, miles: 500 })} now={now} />);
    expect(screen.getByText('$2.50/mi')).toBeTruthy();
    rerender(<LoadCard load={aLoad({ rate: 1250, miles: 0 })} now={now} />);
    expect(screen.queryByText(/\/mi$/)).toBeNull();
    rerender(<LoadCard load={aLoad({ rate: 0, miles: 500 })} now={now} />);
    expect(screen.queryByText(/\/mi$/)).toBeNull();
  });

  it('total weight is the rounded sum of vehicle weights', () => {
    const vehicles = [aVehicle({ weight: '3300.4' }), aVehicle({ weight: '4100.3' }), aVehicle({ weight: null })];
    renderCard(<LoadCard load={aLoad({ vehicles })} now={now} />);
    expect(screen.getByText('7,401 lbs + 1 unknown')).toBeTruthy();
  });

  it('a missing date reads Missing', () => {
    renderCard(<LoadCard load={aLoad({ earliestPickup: null, earliestDelivery: null })} now={now} />);
    expect(dateOf('Pick-Up').textContent).toBe('Missing');
    expect(dateOf('Delivery').textContent).toBe('Missing');
  });

  it('a late date shows red and a passed date dark gray', () => {
    renderCard(<LoadCard load={aLoad({ earliestPickup: '2026-06-10', earliestDelivery: '2026-06-19', deliveryLate: true })} now={now} />);
    expect(dateOf('Pick-Up').className).toContain('load-card__date--passed');
    expect(dateOf('Delivery').className).toContain('load-card__date--late');
  });

  it('timing alerts appear only for loads with scheduled times', () => {
    const { rerender } = renderCard(<LoadCard load={aLoad({ orderStatus: 'PendingPickup', earliestPickup: '2026-06-01' })} now={now} />);
    expect(screen.queryByRole('list', { name: 'Timing alerts' })).toBeNull();
    rerender(<LoadCard load={aLoad({ orderStatus: 'PendingPickup', scheduledPickup: '2026-06-16T09:00:00' })} now={now} />);
    expect(within(screen.getByRole('list', { name: 'Timing alerts' })).getByText('1 day to pickup')).toBeTruthy();
    rerender(<LoadCard load={aLoad({ orderStatus: 'PendingPickup', scheduledPickup: '2026-06-14T09:00:00' })} now={now} />);
    expect(within(screen.getByRole('list', { name: 'Timing alerts' })).getByText('pick up missed')).toBeTruthy();
  });

  it('every tag reads as the spec writes it', () => {
    const tagged = aLoad({
      twicRequired: true,
      rushSold: true,
      enclosedTruckRequired: true,
      guaranteedPickup: true,
      guaranteedDelivery: true,
      myLane: true,
    });
    renderCard(<LoadCard load={tagged} now={now} />);
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent);
    expect(tags).toEqual(['TWIC', 'Rush', 'Encl Truck Req', 'Guaranteed PU', 'Guaranteed Delv', 'My Lane']);
  });

  it('the favourites sentence reads 1 carrier has saved this load. / 3 carriers have saved this load.', () => {
    const { rerender } = renderCard(<LoadCard load={aLoad({ numberOfFavorites: 1 })} now={now} />);
    expect(screen.getByText('1 carrier has saved this load.')).toBeTruthy();
    rerender(<LoadCard load={aLoad({ numberOfFavorites: 3 })} now={now} />);
    expect(screen.getByText('3 carriers have saved this load.')).toBeTruthy();
    rerender(<LoadCard load={aLoad({ numberOfFavorites: 0 })} now={now} />);
    expect(screen.queryByText(/saved this load/)).toBeNull();
  });

  it('without a favourite slot the star shows the current user favourite, read-only', () => {
    const { rerender } = renderCard(<LoadCard load={aLoad({ currentUserFavorite: true })} now={now} />);
    expect(screen.getByRole('img', { name: 'Saved' })).toBeTruthy();
    rerender(<LoadCard load={aLoad()} now={now} favoriteSlot={<button type="button">SAVED</button>} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'SAVED' })).toBeTruthy();
  });

  it('the card is a link to /load/{id} stretched over the card, with the star a separate button outside the link', () => {
    renderCard(<LoadCard load={aLoad()} now={now} favoriteSlot={<button type="button">Save load 4711</button>} />);
    const link = screen.getByRole('link', { name: 'Dallas, TX to Atlanta, GA' });
    expect(link.getAttribute('href')).toBe('/load/4711');
    expect(link.className).toBe('load-card__open');
    const star = screen.getByRole('button', { name: 'Save load 4711' });
    expect(link.contains(star)).toBe(false);
    expect(star.closest('a')).toBeNull();
  });

  it("a total weight with unknown vehicle weights says so ('21,239 lbs + 1 unknown')", () => {
    const vehicles = [aVehicle({ weight: '12000' }), aVehicle({ weight: '9239' }), aVehicle({ weight: null })];
    const { rerender } = renderCard(<LoadCard load={aLoad({ vehicles })} now={now} />);
    expect(screen.getByText('21,239 lbs + 1 unknown')).toBeTruthy();
    rerender(<LoadCard load={aLoad({ vehicles: [aVehicle({ weight: null }), aVehicle({ weight: '' })] })} now={now} />);
    expect(screen.getByText('Weight unknown')).toBeTruthy();
    rerender(<LoadCard load={aLoad({ vehicles: [aVehicle({ weight: '3300' })] })} now={now} />);
    expect(screen.getByText('3,300 lbs')).toBeTruthy();
  });
});
