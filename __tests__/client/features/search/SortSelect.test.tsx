import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortSelect } from '../../../../src/client/features/search/components/SortSelect';

const select = () => screen.getByLabelText('Sort by') as HTMLSelectElement;
const optionLabels = () => Array.from(select().options).map((option) => option.textContent);
const selectedLabel = () => select().selectedOptions[0].textContent;

describe('<SortSelect/>', () => {
  it('offers the sort options of the spec, in its words', () => {
    render(<SortSelect originCitySet={false} onChange={jest.fn()} />);
    expect(optionLabels()).toEqual([
      'Recently Added',
      '$ High-Low',
      '# Units/Load High-Low',
      '# Units/Load Low-High',
      '# Miles/Load High-Low',
      '# Miles/Load Low-High',
      'P/U Date earliest-latest',
      'P/U Date latest-earliest',
      'Delv Date earliest-latest',
      'Delv Date latest-earliest',
      'Nearest to Origin',
    ]);
    expect(selectedLabel()).toBe('Recently Added');
  });

  it('each option sorts by its field and direction', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<SortSelect sortField="AvailableDate" sortAscending={false} originCitySet={false} onChange={onChange} />);
    await user.selectOptions(select(), '$ High-Low');
    expect(onChange).toHaveBeenLastCalledWith({ sortField: 'Rate', sortAscending: false, sortKey: 'rateHighLow' });
    await user.selectOptions(select(), '# Units/Load Low-High');
    expect(onChange).toHaveBeenLastCalledWith({ sortField: 'Units', sortAscending: true, sortKey: 'unitsLowHigh' });
    await user.selectOptions(select(), 'Delv Date latest-earliest');
    expect(onChange).toHaveBeenLastCalledWith({ sortField: 'DeliveryDate', sortAscending: false, sortKey: 'deliveryLatest' });
    await user.selectOptions(select(), 'Nearest to Origin');
    expect(onChange).toHaveBeenLastCalledWith({ sortField: 'OriginCity', sortAscending: true, sortKey: 'nearestToOrigin' });
  });

  it('P/U Date latest-earliest keeps its own identity although it sorts like Recently Added', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(<SortSelect sortField="AvailableDate" sortAscending={false} originCitySet={false} onChange={onChange} />);
    expect(selectedLabel()).toBe('Recently Added');
    await user.selectOptions(select(), 'P/U Date latest-earliest');
    expect(onChange).toHaveBeenLastCalledWith({ sortField: 'AvailableDate', sortAscending: false, sortKey: 'pickupLatest' });
    rerender(<SortSelect sortField="AvailableDate" sortAscending={false} originCitySet={false} onChange={onChange} />);
    expect(selectedLabel()).toBe('P/U Date latest-earliest');

    rerender(<SortSelect sortField="AvailableDate" sortAscending={false} sortKey="recentlyAdded" originCitySet={false} onChange={onChange} />);
    expect(selectedLabel()).toBe('Recently Added');
    rerender(<SortSelect sortField="AvailableDate" sortAscending originCitySet={false} onChange={onChange} />);
    expect(selectedLabel()).toBe('P/U Date earliest-latest');
  });

  it('Nearest to Origin is disabled when an origin city is set', () => {
    const { rerender } = render(<SortSelect originCitySet onChange={jest.fn()} />);
    const nearest = () => screen.getByRole('option', { name: 'Nearest to Origin' }) as HTMLOptionElement;
    expect(nearest().disabled).toBe(true);
    rerender(<SortSelect originCitySet={false} onChange={jest.fn()} />);
    expect(nearest().disabled).toBe(false);
  });
});
