import { render, screen } from '@testing-library/react';
import { DatePicker } from '../../../../src/client/ui/DatePicker';
import { TIME_OPTIONS, TimePicker } from '../../../../src/client/ui/TimePicker';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe('date and time pickers (loads spec 5 and 9)', () => {
  it('time pickers step by 15 minutes through the whole day', () => {
    render(<TimePicker aria-label="Time" value="09:30" onChange={() => {}} />);
    const values = Array.from(screen.getByLabelText<HTMLSelectElement>('Time').options, (option) => option.value);
    expect(values[0]).toBe('00:00');
    expect(values[values.length - 1]).toBe('23:45');
    expect(values.every((value, index) => minutesOf(value) === index * 15)).toBe(true);
    expect(TIME_OPTIONS.find((option) => option.value === '13:45')?.label).toBe('1:45 PM');
  });

  it('a time picker without a time shows the default 12:00', () => {
    render(<TimePicker aria-label="Time" value="" onChange={() => {}} />);
    expect(screen.getByLabelText<HTMLSelectElement>('Time').value).toBe('12:00');
  });

  it('date picker bounds are 1753-01-01 to 9998-12-31', () => {
    render(<DatePicker aria-label="Day" value="" onChange={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>('Day');
    expect(input.min).toBe('1753-01-01');
    expect(input.max).toBe('9998-12-31');
  });
});
