import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { truckWords } from '../../../../src/shared/formWords';
import { TruckRowsForm } from '../../../../src/client/features/fleet/components/TruckRowsForm';
import { currentLocation, renderAppAt, signedInState } from '../../app/renderAppAt';
import { routeFetch, type Route } from '../../support/routedFetch';
import type { CannedResponse } from '../../support/fetchStub';

const json = (body: unknown, status = 200): CannedResponse => ({ status, body, headers: { 'content-type': 'application/json' } });
const hauler = { carrierTruckId: 3, clientId: 31, quantity: 2, carrierEquipmentType: 'Open', isFlatBed: false, capacity: 9 };
const flatbed = { carrierTruckId: 4, clientId: 31, quantity: 1, carrierEquipmentType: 'Enclosed', isFlatBed: true, capacity: 1 };
const trucks = (list: unknown[]): Route => ['GET', /\/api\/CarrierTrucks$/, () => json(list)];
const sentWith = (fetchMock: jest.Mock, method: string) => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === method);

describe('Drivers and Fleet truck screens (account spec 2.9)', () => {
  it('the fleet header shows total trucks as the sum of quantities with a plural label, and Add a Truck', async () => {
    routeFetch([trucks([hauler, flatbed])]);
    renderAppAt('/drivers-and-fleet/fleet', signedInState());
    expect(await screen.findByText('3 Trucks')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a Truck' }).getAttribute('href')).toBe('/drivers-and-fleet/add-hauler');
  });

  it('one truck in all reads with the singular label', async () => {
    routeFetch([trucks([flatbed])]);
    renderAppAt('/drivers-and-fleet/fleet', signedInState());
    expect(await screen.findByText('1 Truck')).toBeTruthy();
  });

  it("each card has a quantity badge, 'Flatbed' or '{capacity}-Car Hauler', the equipment type and Edit, linking to its edit route", async () => {
    routeFetch([trucks([hauler, flatbed])]);
    renderAppAt('/drivers-and-fleet/fleet', signedInState());
    const card = await screen.findByRole('link', { name: /9-Car Hauler/ });
    expect(card.textContent).toBe('29-Car Hauler · OpenEdit');
    expect(card.getAttribute('href')).toBe('/drivers-and-fleet/edit-truck/3');
    expect(screen.getByRole('link', { name: /Flatbed/ }).textContent).toBe('1Flatbed · EnclosedEdit');
  });

  it("add a truck: '1 Truck' by default with Open equipment, sent with the clientId, then the fleet", async () => {
    const fetchMock = routeFetch([['POST', /\/api\/CarrierTrucks$/, () => json([], 201)], trucks([])]);
    const { user, router } = renderAppAt('/drivers-and-fleet/add-hauler', signedInState());
    expect((await screen.findByRole('radio', { name: '1 Truck' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Equipment') as HTMLSelectElement).value).toBe('Open');
    await user.selectOptions(screen.getByLabelText('Truck Type'), '7-Car Hauler');
    await user.click(screen.getByRole('button', { name: 'Add Truck' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/drivers-and-fleet/fleet'));
    expect(JSON.parse(String((sentWith(fetchMock, 'POST')[0][1] as RequestInit).body)))
      .toEqual({ ClientId: 31, Trucks: [{ Quantity: 1, CarrierEquipmentType: 'Open', IsFlatBed: false, Capacity: 7 }] });
  });

  it("fleet size 'Many' sends every row with its typed quantity", async () => {
    const fetchMock = routeFetch([['POST', /\/api\/CarrierTrucks$/, () => json([], 201)], trucks([])]);
    const { user, router } = renderAppAt('/drivers-and-fleet/add-hauler', signedInState());
    await user.click(await screen.findByRole('radio', { name: 'Many' }));
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.selectOptions(screen.getByLabelText('Truck Type'), '7-Car Hauler');
    await user.click(screen.getByRole('button', { name: 'Add another truck' }));
    await user.clear(screen.getAllByLabelText('Quantity')[1]);
    await user.type(screen.getAllByLabelText('Quantity')[1], '2');
    await user.selectOptions(screen.getAllByLabelText('Truck Type')[1], 'Flatbed');
    await user.selectOptions(screen.getAllByLabelText('Equipment')[1], 'Enclosed');
    await user.click(screen.getByRole('button', { name: 'Add Truck' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/drivers-and-fleet/fleet'));
    expect(screen.queryByText(truckWords.truckType)).toBeNull();
    expect(JSON.parse(String((sentWith(fetchMock, 'POST')[0][1] as RequestInit).body))).toEqual({ ClientId: 31, Trucks: [
      { Quantity: 3, CarrierEquipmentType: 'Open', IsFlatBed: false, Capacity: 7 },
      { Quantity: 2, CarrierEquipmentType: 'Enclosed', IsFlatBed: true, Capacity: 1 },
    ] });
  });

  it("fleet size 'Many' with an emptied quantity asks for one and sends nothing", async () => {
    const fetchMock = routeFetch([['POST', /\/api\/CarrierTrucks$/, () => json([], 201)], trucks([])]);
    const { user } = renderAppAt('/drivers-and-fleet/add-hauler', signedInState());
    await user.click(await screen.findByRole('radio', { name: 'Many' }));
    await user.clear(screen.getByLabelText('Quantity'));
    await user.selectOptions(screen.getByLabelText('Truck Type'), '7-Car Hauler');
    await user.click(screen.getByRole('button', { name: 'Add Truck' }));
    expect(await screen.findByText(truckWords.quantityRequired)).toBeTruthy();
    expect(screen.queryByText(truckWords.truckType)).toBeNull();
    expect(sentWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it("a failed add says 'An error occured, you can skip this step.' with the details", async () => {
    routeFetch([['POST', /\/api\/CarrierTrucks$/, () => json({ message: 'The fleet could not be saved.' }, 500)]]);
    const { user } = renderAppAt('/drivers-and-fleet/add-hauler', signedInState());
    await user.selectOptions(await screen.findByLabelText('Truck Type'), 'Flatbed');
    await user.click(screen.getByRole('button', { name: 'Add Truck' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An error occured, you can skip this step.');
    expect(alert.textContent).toContain('The fleet could not be saved.');
  });

  it('the Add Truck button is disabled when no viewer is present', () => {
    render(<MemoryRouter><TruckRowsForm onSubmit={() => undefined} submitting={false} hasViewer={false} failure={null} skipTo="/" /></MemoryRouter>);
    expect((screen.getByRole('button', { name: 'Add Truck' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("edit a truck: header 'Fleet', 'Edit Truck Quantity', 'I have' the quantity and the equipment type with its size label", async () => {
    routeFetch([trucks([hauler, flatbed])]);
    renderAppAt('/drivers-and-fleet/edit-truck/4', signedInState());
    expect(await screen.findByRole('heading', { name: 'Edit Truck Quantity' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fleet', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
    const quantity = screen.getByLabelText('I have') as HTMLInputElement;
    expect([quantity.type, quantity.value]).toEqual(['number', '1']);
    expect(screen.getByText('Enclosed Flatbed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/drivers-and-fleet/fleet');
  });

  it('Update Truck sends the integer quantity and returns to the fleet', async () => {
    const fetchMock = routeFetch([trucks([hauler]), ['PUT', /\/api\/CarrierTrucks$/, () => json([{ ...hauler, quantity: 4 }])]]);
    const { user, router } = renderAppAt('/drivers-and-fleet/edit-truck/3', signedInState());
    const quantity = await screen.findByLabelText('I have');
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(screen.getByRole('button', { name: 'Update Truck' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/drivers-and-fleet/fleet'));
    expect(JSON.parse(String((sentWith(fetchMock, 'PUT')[0][1] as RequestInit).body))).toEqual({ ClientId: 31, Trucks: [{ CarrierTruckId: 3, Quantity: 4 }] });
  });

  it('truck: edit quantity is a required number of at least 1', async () => {
    const fetchMock = routeFetch([trucks([hauler])]);
    const { user } = renderAppAt('/drivers-and-fleet/edit-truck/3', signedInState());
    const quantity = await screen.findByLabelText('I have');
    await user.clear(quantity);
    await user.click(screen.getByRole('button', { name: 'Update Truck' }));
    expect(await screen.findByText(/^Quantity (is required|must be a number)$/)).toBeTruthy();
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Update Truck' }));
    expect(await screen.findByText('Quantity must be at least 1')).toBeTruthy();
    expect(sentWith(fetchMock, 'PUT')).toHaveLength(0);
  });

  it("'Remove this Truck' asks 'Are you sure you wish to delete this truck?' and deletes only on confirmation", async () => {
    let fleet = [hauler, flatbed];
    const fetchMock = routeFetch([
      ['GET', /\/api\/CarrierTrucks$/, () => json(fleet)],
      ['DELETE', /\/api\/CarrierTrucks$/, () => { fleet = [hauler]; return json({ carrierTruckIds: [4] }); }],
    ]);
    const { user, router } = renderAppAt('/drivers-and-fleet/edit-truck/4', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Remove this Truck' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you wish to delete this truck?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentWith(fetchMock, 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove this Truck' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/drivers-and-fleet/fleet'));
    expect(JSON.parse(String((sentWith(fetchMock, 'DELETE')[0][1] as RequestInit).body))).toEqual({ ClientId: 31, CarrierTruckIds: [4] });
    expect(await screen.findByText('2 Trucks')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Flatbed/ })).toBeNull();
  });
});
