import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { App } from '../../../src/client/app/App';
import { routes } from '../../../src/client/app/routes';
import { makeStore } from '../../../src/client/app/store';
import './renderAppAt';

function CrashingScreen(): never {
  throw new Error('The load list could not be drawn');
}

describe('rendering errors inside routes', () => {
  it("reach the app's fallback 'An unexpected error occured:' instead of the router's own page", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { element, errorElement } = routes[0];
    const routesWithCrash: RouteObject[] = [
      { element, errorElement, children: [{ path: '/boom', element: <CrashingScreen /> }] },
    ];
    const { store, persistor } = makeStore();
    const router = createMemoryRouter(routesWithCrash, { initialEntries: ['/boom'] });

    render(<App store={store} persistor={persistor} router={router} />);

    expect(await screen.findByText('An unexpected error occured:')).toBeTruthy();
    expect(screen.getByText('The load list could not be drawn')).toBeTruthy();
    persistor.pause();
  });
});
