import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DriverPicker, type DriverPickerProps } from '../../../../src/client/features/driverPickers/components/DriverPicker';
import { signedInState } from '../../app/renderAppAt';
import { renderWithStore } from '../../support/renderWithStore';
import { aDriver, driverQueries, driversRoute, manyDrivers } from '../../support/drivers';
import { routeFetch } from '../../support/routedFetch';

type HarnessProps = Omit<DriverPickerProps, 'selectedDriverId' | 'onSelect' | 'pickerId'> & { initial?: number | null };

function PickerHarness({ initial = null, ...props }: HarnessProps) {
  const [selected, setSelected] = useState<number | null>(initial);
  return (
    <>
      <DriverPicker pickerId="test" selectedDriverId={selected} onSelect={setSelected} {...props} />
      <output aria-label="chosen">{selected === null ? 'none' : String(selected)}</output>
    </>
  );
}

function renderPicker(props: HarnessProps = {}) {
  return renderWithStore(<PickerHarness {...props} />, signedInState());
}

const chosen = () => screen.getByRole('status', { name: 'chosen' }).textContent;

describe('driver picker', () => {
  it("offers 'All Drivers', which chooses no particular driver", async () => {
    routeFetch([driversRoute([aDriver({ driverId: 3, name: 'Ana Cruz' })])]);
    renderPicker({ allowAll: true, initial: 3 });
    await userEvent.click(await screen.findByRole('radio', { name: 'All Drivers' }));
    expect(chosen()).toBe('none');
    expect((screen.getByRole('radio', { name: 'All Drivers' }) as HTMLInputElement).checked).toBe(true);
  });

  it('Load More fetches the next page while fewer drivers are loaded than the total', async () => {
    const fetchMock = routeFetch([driversRoute(manyDrivers(25))]);
    renderPicker();
    expect(await screen.findByText('Driver 20')).toBeTruthy();
    expect(screen.queryByText('Driver 21')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Driver 25')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    const pages = driverQueries(fetchMock);
    expect(pages.map((query) => [query.get('pageNumber'), query.get('pageSize')])).toEqual([['1', '20'], ['2', '20']]);
  });

  it("shows 'No results' when the filter matches no driver", async () => {
    routeFetch([driversRoute([aDriver({ name: 'Ana Cruz' })])]);
    renderPicker();
    await screen.findByText('Ana Cruz');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter drivers by name' }), 'zed');
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.queryByText('Ana Cruz')).toBeNull();
  });

  it('filters by name after the typing pauses, with one request for the whole term', async () => {
    const fetchMock = routeFetch([driversRoute([aDriver({ driverId: 1, name: 'Ana Cruz' }), aDriver({ driverId: 2, name: 'Bo Li' })])]);
    renderPicker();
    await screen.findByText('Bo Li');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter drivers by name' }), 'ana');
    await waitFor(() => expect(screen.queryByText('Bo Li')).toBeNull());
    const terms = driverQueries(fetchMock).map((query) => query.get('searchTerm'));
    expect(terms).toEqual([null, 'ana']);
  });

  it('tells a carrier with no drivers at all to add one later', async () => {
    routeFetch([driversRoute([])]);
    renderPicker();
    expect(
      await screen.findByText("It's ok to skip for now but, don't forget to add a driver and assign them later!"),
    ).toBeTruthy();
    expect(screen.queryByText('No results')).toBeNull();
  });

  it('Escape (key code 27) in the filter clears the selection', async () => {
    routeFetch([driversRoute([aDriver({ driverId: 3, name: 'Ana Cruz' })])]);
    renderPicker({ initial: 3 });
    expect((await screen.findByRole('radio', { name: /Ana Cruz/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Filter drivers by name' }), { key: 'Escape', keyCode: 27 });
    expect(chosen()).toBe('none');
    expect((screen.getByRole('radio', { name: /Ana Cruz/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('disables drivers without an e-mail when an e-mail is required', async () => {
    routeFetch([driversRoute([aDriver({ driverId: 1, name: 'Ana Cruz', email: null }), aDriver({ driverId: 2, name: 'Bo Li' })])]);
    renderPicker({ requireEmail: true });
    expect((await screen.findByRole('radio', { name: /Ana Cruz/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /Bo Li/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it("labels a deactivated driver 'Deactivated' and a driver without a name 'Unnamed'", async () => {
    const fetchMock = routeFetch([
      driversRoute([aDriver({ driverId: 1, name: 'Ana Cruz', enabled: false }), aDriver({ driverId: 2, name: '', firstName: null, lastName: null })]),
    ]);
    renderPicker({ includeInactive: true });
    const deactivated = (await screen.findByText('Ana Cruz')).closest('label') as HTMLElement;
    expect(within(deactivated).getByText('Deactivated')).toBeTruthy();
    expect(screen.getByText('Unnamed')).toBeTruthy();
    expect(new URL(fetchMock.mock.calls[0][0] as string, 'http://localhost').pathname).toBe('/api/Clients/31/DriversIncludingInactive');
  });
});
