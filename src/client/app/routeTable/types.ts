/**
 * Who may open a screen (account spec 2.2 and 6):
 * - public: anyone, with the app shell when logged in and the visitor header otherwise;
 * - anonymousOnly: logged-out visitors; a logged-in user is sent to the main loads route;
 * - private: logged-in users with a loaded viewer; anonymous visitors go to the login route.
 */
export type Access = 'public' | 'anonymousOnly' | 'private';

export type TabBarName = 'settings' | 'loads';

export interface ScreenEntry {
  path: string;
  title: string;
  section: string;
  access: Access;
  /** The marketing pages draw their own header, so they skip the app shell. */
  bare?: boolean;
  tabs?: TabBarName;
  /** Detail screens get a back-arrow header; this is where it leads when there is no history to go back to. */
  backTo?: string;
}

/** Route `handle` data read by the page title and by anything else that needs to know the current screen. */
export interface ScreenHandle {
  title: string;
  section: string;
}
