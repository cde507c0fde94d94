/**
 * The signed-in frame and the search screen in their empty state, as static markup, for index.html to paint
 * before main.js has arrived (webpack.config.js puts it there at build time; boot/shell.ts shows it). It is
 * rendered from the app's own components and reducer, so it cannot drift from what the app then draws.
 */
import { configureStore } from '@reduxjs/toolkit';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppShell } from '../../features/shell/AppShell';
import { SearchScreen } from '../../features/search/components/SearchScreen';
import { LayoutWithoutWindow } from '../../features/shell/useMediaQuery';
import { rootReducer } from '../rootReducer';
import { screens } from '../routeTable';

export function shellMarkup(): string {
  const store = configureStore({ reducer: rootReducer });
  return renderToStaticMarkup(
    <LayoutWithoutWindow.Provider value="phone">
      <Provider store={store}>
        <MemoryRouter initialEntries={[screens.search.path]}>
          <Routes>
            <Route element={<AppShell />}>
              <Route path={screens.search.path} element={<SearchScreen map={null} />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Provider>
    </LayoutWithoutWindow.Provider>,
  );
}
