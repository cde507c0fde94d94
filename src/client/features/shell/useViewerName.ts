import { useAppSelector } from '../../app/hooks';
import { selectViewer } from '../session/selectors';

/** The signed-in user's name as the shell shows it; empty until the viewer has loaded. */
export function useViewerName(): string {
  const viewer = useAppSelector(selectViewer);
  if (!viewer) return '';
  return viewer.name || `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.userName;
}
