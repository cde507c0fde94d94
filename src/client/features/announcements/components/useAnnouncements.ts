import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectAnnouncementsStatus } from '../selectors';
import { announcementsRequested } from '../slice';

/** Asks for the announcements the first time a banner or carousel is drawn in this visit. */
export function useAnnouncements(): void {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAnnouncementsStatus);
  useEffect(() => {
    if (status === 'idle') dispatch(announcementsRequested());
  }, [dispatch, status]);
}
