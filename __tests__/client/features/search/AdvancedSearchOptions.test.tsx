import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdvancedSearchOptions } from '../../../../src/client/features/search/components/AdvancedSearchOptions';
import type { SearchCriteria } from '../../../../src/shared/loads';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const optionLabels = (label: string) => Array.from(field(label).options).map((option) => option.textContent);

/** The screen's part: keeps the values the options report. */
function Harness({ initial = {}, onChange }: { initial?: SearchCriteria; onChange: (partial: Partial<SearchCriteria>) => void }) {
  const [values, setValues] = useState(initial);
  return (
    <AdvancedSearchOptions
      values={values}
      originCitySet={Boolean(values.originCity)}
      onChange={(partial) => {
        onChange(partial);
        setValues((current) => ({ ...current, ...partial }));
      }}
    />
  );
}

describe('<AdvancedSearchOptions/>', () => {
  it('offers the ranges and steps of the spec', () => {
    render(<Harness onChange={jest.fn()} />);
    const slider = screen.getByLabelText('Min Price Per Mile, in steps of $0.50');
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual(['0', '3', '0.5']);
    expect(optionLabels('Max Vehicles')).toEqual(['No limit', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(optionLabels('Max Weight')).toEqual(['No limit', ...[5, 10, 15, 20, 25, 30, 35, 40].map((k) => `${k},000 lbs`)]);
    expect(optionLabels('Origin Radius')).toEqual(['25 miles', '50 miles', '75 miles', '100 miles', '125 miles', '150 miles']);
    expect(field('Origin Radius').selectedOptions[0].textContent).toBe('50 miles');
    expect(optionLabels('Haul Type')).toEqual(['All', 'Enclosed', 'Open']);
  });

  it('vehicle type Any is shown as All', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(optionLabels('Vehicle Type')).toEqual(['All', 'Operable', 'InOperable']);
    expect(field('Vehicle Type').selectedOptions[0].textContent).toBe('All');
    const user = userEvent.setup();
    await user.selectOptions(field('Vehicle Type'), 'InOperable');
    expect(onChange).toHaveBeenLastCalledWith({ inOperableVehiclesQueryType: 'InOperable' });
    await user.selectOptions(field('Vehicle Type'), 'All');
    expect(onChange).toHaveBeenLastCalledWith({ inOperableVehiclesQueryType: 'Any' });
  });

  it('haul type Enclosed or Open sets enclosedTruckRequired', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.selectOptions(field('Haul Type'), 'Enclosed');
    expect(onChange).toHaveBeenLastCalledWith({ enclosedTruckRequired: true });
    await user.selectOptions(field('Haul Type'), 'Open');
    expect(onChange).toHaveBeenLastCalledWith({ enclosedTruckRequired: false });
    await user.selectOptions(field('Haul Type'), 'All');
    expect(onChange).toHaveBeenLastCalledWith({ enclosedTruckRequired: undefined });
  });

  it('reports vehicles, weight and radius as numbers', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Harness initial={{ originCity: 'Dallas' }} onChange={onChange} />);
    await user.selectOptions(field('Max Vehicles'), '7');
    expect(onChange).toHaveBeenLastCalledWith({ maxVehicles: 7 });
    await user.selectOptions(field('Max Weight'), '15,000 lbs');
    expect(onChange).toHaveBeenLastCalledWith({ maxWeightLbs: 15000 });
    await user.selectOptions(field('Max Weight'), 'No limit');
    expect(onChange).toHaveBeenLastCalledWith({ maxWeightLbs: undefined });
    await user.selectOptions(field('Origin Radius'), '125 miles');
    expect(onChange).toHaveBeenLastCalledWith({ originGeoCodeMileRadius: 125 });
  });

  it('a radius waits for a city on its side', () => {
    const { unmount } = render(<Harness onChange={jest.fn()} />);
    expect(field('Origin Radius').disabled).toBe(true);
    expect(field('Destination Radius').disabled).toBe(true);
    unmount();
    render(<Harness initial={{ originCity: 'Dallas', destinationCity: 'Atlanta' }} onChange={jest.fn()} />);
    expect(field('Origin Radius').disabled).toBe(false);
    expect(field('Destination Radius').disabled).toBe(false);
  });

  it('price accepts at most 2 decimals', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.type(field('Min Price Per Mile'), '1.755');
    expect(field('Min Price Per Mile').value).toBe('1.75');
    expect(onChange).toHaveBeenLastCalledWith({ minPricePerMile: 1.75 });
    await user.clear(field('Min Price Per Mile'));
    await user.type(field('Min Price Per Mile'), '4x2');
    expect(field('Min Price Per Mile').value).toBe('2');
    expect(onChange).toHaveBeenLastCalledWith({ minPricePerMile: 2 });
  });

  it('the price slider steps by $0.50 and fills the price box', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Min Price Per Mile, in steps of $0.50'), { target: { value: '2.5' } });
    expect(onChange).toHaveBeenLastCalledWith({ minPricePerMile: 2.5 });
    expect(field('Min Price Per Mile').value).toBe('2.5');
  });
});
