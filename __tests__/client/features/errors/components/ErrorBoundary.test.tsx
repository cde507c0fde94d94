import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../../../../src/client/features/errors/components/ErrorBoundary';

function BrokenScreen(): never {
  throw new Error('Cannot read the load');
}

describe('<ErrorBoundary/> (account spec 8)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('an uncaught rendering error shows An unexpected error occured: plus the message', () => {
    render(
      <ErrorBoundary>
        <BrokenScreen />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('An unexpected error occured:Cannot read the load');
    expect(screen.getByText('An unexpected error occured:')).toBeTruthy();
    expect(screen.getByText('Cannot read the load')).toBeTruthy();
  });

  it('renders its children while nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>Find Loads</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Find Loads')).toBeTruthy();
  });
});
