import { accountScreens } from './accountScreens';
import { loadScreens } from './loadScreens';
import type { ScreenEntry } from './types';

export { paths } from './paths';
export type { ScreenEntry, ScreenHandle } from './types';

/**
 * Every screen of both specs, by name: plain data, so any module may import it without pulling in screens.
 * Which component draws each screen is in `screenComponents.ts`.
 */
export const screens = { ...accountScreens, ...loadScreens } satisfies Record<string, ScreenEntry>;

export type ScreenName = keyof typeof screens;

export const screenEntries: Array<[ScreenName, ScreenEntry]> = Object.entries(screens) as Array<[ScreenName, ScreenEntry]>;

/** Where a logged-in user lands when sent away from the login and registration pages. */
export const MAIN_LOADS_PATH = screens.search.path;

export const LOGIN_PATH = screens.login.path;

/** Account spec 2.1's '/coming-soon': a redirect to where the product's news is (issue 22). */
export const COMING_SOON_PATH = '/coming-soon';
