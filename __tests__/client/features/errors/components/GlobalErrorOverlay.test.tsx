import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiError } from '../../../../../src/client/api/ApiError';
import { setNavigator } from '../../../../../src/client/app/navigation';
import { GlobalErrorOverlay } from '../../../../../src/client/features/errors/components/GlobalErrorOverlay';
import { errorReported, type ReportedError } from '../../../../../src/client/features/errors/slice';
import { renderWithStore } from '../../../support/renderWithStore';

const twoErrors: { errors: { errors: ReportedError[] } } = {
  errors: {
    errors: [
      { id: 1, code: 'internal', detail: 'Bad Gateway (502)', request: { status: 502, url: '/api/CarrierLoads/MyTasks' } },
      { id: 2, code: 'network', detail: 'A network error occured, please check your connection', request: { status: 0, url: '/api/x' } },
    ],
  },
};

afterEach(() => {
  setNavigator(null);
  localStorage.clear();
});

describe('<GlobalErrorOverlay/> (account spec 8)', () => {
  it('shows nothing while there are no errors', () => {
    renderWithStore(<GlobalErrorOverlay />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the distinct messages under Oops, looks like there was an error.', () => {
    const { store } = renderWithStore(<GlobalErrorOverlay />, twoErrors, { wrapper: MemoryRouter });
    act(() => {
      store.dispatch(errorReported(new ApiError({ status: 0, statusText: '', url: '/api/y', message: 'A network error occured, please check your connection' })));
    });
    expect(screen.getByRole('dialog', { name: 'Oops, looks like there was an error.' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bad Gateway (502) (HTTP 502 on /api/CarrierLoads/MyTasks)',
      'A network error occured, please check your connection',
    ]);
  });

  it('the close button clears the errors', () => {
    const { store } = renderWithStore(<GlobalErrorOverlay />, twoErrors, { wrapper: MemoryRouter });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().errors.errors).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Contact Dispatch is a link to the contact page that clears the errors', () => {
    const router = createMemoryRouter([
      { path: '/', element: <GlobalErrorOverlay /> },
      { path: '/contact-dispatch', element: <p>Dispatch</p> },
    ]);
    const { store } = renderWithStore(<RouterProvider router={router} />, twoErrors);
    const link = screen.getByRole('link', { name: 'Contact Dispatch' });
    expect(link.getAttribute('href')).toBe('/contact-dispatch');
    fireEvent.click(link);
    expect(store.getState().errors.errors).toEqual([]);
    expect(router.state.location.pathname).toBe('/contact-dispatch');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes it too', () => {
    const { store } = renderWithStore(<GlobalErrorOverlay />, twoErrors, { wrapper: MemoryRouter });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(store.getState().errors.errors).toEqual([]);
  });
});
