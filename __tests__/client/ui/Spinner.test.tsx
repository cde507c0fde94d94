import { act, render, screen } from '@testing-library/react';
import { Spinner } from '../../../src/client/ui/Spinner';

const WARNING = "⚠️ It's taking longer than usual to load.";

describe('<Spinner/> (account spec 4, loads spec 4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('after 10 seconds shows the slow-load warning with an elapsed count and a Refresh link', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(9_000);
    });
    expect(screen.queryByText(WARNING)).toBeNull();

    act(() => {
      jest.advanceTimersByTime(1_000);
    });
    expect(screen.getByText(WARNING)).toBeTruthy();
    expect(screen.getByText('(10 seconds)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Refresh' })).toBeTruthy();

    act(() => {
      jest.advanceTimersByTime(3_000);
    });
    expect(screen.getByText('(13 seconds)')).toBeTruthy();
  });
});
