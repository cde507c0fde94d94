import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangePicker } from '../../../src/client/ui/DateRangePicker';

// By label rather than by role: role queries over 84 day buttons are slow enough to time out on a busy machine.
const day = (label: string) => screen.getByLabelText(label) as HTMLButtonElement;

function renderPicker(props: Partial<Parameters<typeof DateRangePicker>[0]> = {}) {
  const onSelect = jest.fn();
  const onCancel = jest.fn();
  render(<DateRangePicker from={null} thru={null} onSelect={onSelect} onCancel={onCancel} {...props} />);
  return { onSelect, onCancel, user: userEvent.setup() };
}

describe('<DateRangePicker/>', () => {
  it('shows two months with previous and next month', async () => {
    const { user } = renderPicker({ from: '2026-11-10', thru: '2026-11-12' });
    expect(screen.getAllByRole('grid').map((month) => month.getAttribute('aria-label'))).toEqual(['November 2026', 'December 2026']);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getAllByRole('grid')[0].getAttribute('aria-label')).toBe('December 2026');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getAllByRole('grid')[0].getAttribute('aria-label')).toBe('October 2026');
  });

  it('picks a start then an end day; a day before the start starts again', async () => {
    const { user, onSelect } = renderPicker({ from: '2026-11-10', thru: null });
    await user.click(day('Sunday, November 15, 2026'));
    expect(day('Thursday, November 12, 2026').getAttribute('aria-pressed')).toBe('true');
    await user.click(day('Monday, November 2, 2026'));
    await user.click(day('Wednesday, December 2, 2026'));
    await user.click(screen.getByRole('button', { name: 'Select Dates' }));
    expect(onSelect).toHaveBeenCalledWith({ from: '2026-11-02', thru: '2026-12-02' });
  });

  it('if only a start day is chosen the end equals the start', async () => {
    const { user, onSelect } = renderPicker({ from: '2026-11-10', thru: '2026-11-12' });
    await user.click(day('Friday, November 20, 2026'));
    await user.click(screen.getByRole('button', { name: 'Select Dates' }));
    expect(onSelect).toHaveBeenCalledWith({ from: '2026-11-20', thru: '2026-11-20' });
  });

  it('with neither chosen the range is empty', async () => {
    const { user, onSelect } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Select Dates' }));
    expect(onSelect).toHaveBeenCalledWith({ from: null, thru: null });
  });

  it('Reset clears the range', async () => {
    const { user, onSelect } = renderPicker({ from: '2026-11-10', thru: '2026-11-12' });
    expect(day('Wednesday, November 11, 2026').getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(day('Wednesday, November 11, 2026').getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Select Dates' }));
    expect(onSelect).toHaveBeenCalledWith({ from: null, thru: null });
  });

  it('days outside the bounds cannot be chosen', () => {
    renderPicker({ from: '2026-11-10', thru: null, min: '2026-11-05', max: '2026-12-20' });
    expect(day('Wednesday, November 4, 2026').disabled).toBe(true);
    expect(day('Thursday, November 5, 2026').disabled).toBe(false);
    expect(day('Monday, December 21, 2026').disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('date picker bounds are 1753-01-01 to 9998-12-31 by default', () => {
    const { unmount } = render(<DateRangePicker from="1753-01-01" thru={null} onSelect={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getAllByRole('grid')[0].getAttribute('aria-label')).toBe('January 1753');
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();

    renderPicker({ from: '9998-12-31', thru: null });
    expect(screen.getAllByRole('grid')[1].getAttribute('aria-label')).toBe('December 9998');
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    expect(day('Thursday, December 31, 9998').disabled).toBe(false);
  });

  it('arrow keys move between days, crossing into the next months, and Enter picks', async () => {
    const { user, onSelect } = renderPicker({ from: '2026-12-30', thru: null });
    expect(day('Wednesday, December 30, 2026').tabIndex).toBe(0);
    day('Wednesday, December 30, 2026').focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day('Wednesday, January 6, 2027'));
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Select Dates' }));
    expect(onSelect).toHaveBeenCalledWith({ from: '2026-12-30', thru: '2027-01-08' });
  });

  it('Escape and the close button cancel', async () => {
    const { user, onCancel } = renderPicker({ from: '2026-11-10', thru: null });
    day('Tuesday, November 10, 2026').focus();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
