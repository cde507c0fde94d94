import { useRouteError, type RouteObject } from 'react-router-dom';
import { AppShell } from '../features/shell/AppShell';
import { PublicScreenShell } from '../features/shell/PublicScreenShell';
import { RootLayout } from '../features/shell/RootLayout';
import { VisitorShell } from '../features/shell/VisitorShell';
import { RequireAnonymous } from './access/RequireAnonymous';
import { RequireAuth } from './access/RequireAuth';
import { COMING_SOON_PATH, screenEntries, screens, type ScreenEntry, type ScreenHandle, type ScreenName } from './routeTable';
import { screenComponents } from './screenComponents';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { ComingSoonRedirect, OldSearchLoadRedirect, RedirectKeepingQuery } from './screens/redirects';

function screenRoute([name, entry]: [ScreenName, ScreenEntry]): RouteObject {
  const Screen = screenComponents[name];
  const handle: ScreenHandle = { title: entry.title, section: entry.section };
  return { path: entry.path, element: <Screen />, handle };
}

function screenRoutesWhere(predicate: (entry: ScreenEntry) => boolean): RouteObject[] {
  return screenEntries.filter(([, entry]) => predicate(entry)).map(screenRoute);
}

// The data router catches rendering errors itself; handing them on lets the app's ErrorBoundary show the
// one fallback screen of the spec ('An unexpected error occured:').
function RethrowRouteError(): never {
  throw useRouteError();
}

/** Every route of the app; the browser router and the tests' memory routers are both built from these. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RethrowRouteError />,
    children: [
      ...screenRoutesWhere((entry) => entry.access === 'public' && Boolean(entry.bare)),
      {
        element: <RequireAnonymous />,
        children: [
          ...screenRoutesWhere((entry) => entry.access === 'anonymousOnly' && Boolean(entry.bare)),
          {
            element: <VisitorShell />,
            children: screenRoutesWhere((entry) => entry.access === 'anonymousOnly' && !entry.bare),
          },
        ],
      },
      {
        element: <PublicScreenShell />,
        children: [
          ...screenRoutesWhere((entry) => entry.access === 'public' && !entry.bare),
          { path: '/endpoint', element: <RedirectKeepingQuery to={screens.config.path} /> },
          { path: COMING_SOON_PATH, element: <ComingSoonRedirect /> },
          { path: '/search/*', element: <OldSearchLoadRedirect /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [{ element: <AppShell />, children: screenRoutesWhere((entry) => entry.access === 'private') }],
      },
    ],
  },
];
