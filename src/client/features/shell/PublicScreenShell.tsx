import { useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn } from '../session/selectors';
import { AppShell } from './AppShell';
import { VisitorShell } from './VisitorShell';

/** Public screens (help, legal, not found) keep the app's navigation for someone who is signed in. */
export function PublicScreenShell() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return isLoggedIn ? <AppShell /> : <VisitorShell />;
}
