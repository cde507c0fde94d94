/**
 * The tutorial videos of account spec 2.11, described by data. A file is looked for at
 * `{mediaBaseUrl}/{slug}.mp4` (captions at `.vtt`) when the server names a media host (MEDIA_BASE_URL).
 */
export interface Tutorial {
  slug: string;
  title: string;
  summary: string;
  /** BCP 47 tag of the spoken language. */
  language: string;
}

export const TUTORIAL_VIDEOS: readonly Tutorial[] = [
  { slug: 'search-by-load', title: 'Search by Load #', summary: 'Open a load straight from its number with the Search Load # box.', language: 'en' },
  { slug: 'overview', title: 'Haulboard Overview', summary: 'What Haulboard does for your trucks, from finding loads to getting paid.', language: 'en' },
  { slug: 'navigation-overview', title: 'Getting Around', summary: 'The menu, the shortcut button and the tabs of My Loads and Settings.', language: 'en' },
  { slug: 'find-hauls', title: 'Find Hauls', summary: 'Search by origin, destination and radius, filter, sort and save loads.', language: 'en' },
  { slug: 'claiming-freight', title: 'Claiming Freight', summary: 'Schedule pick-up and drop-off, assign a driver and claim a load.', language: 'en' },
  { slug: 'managing-hauls', title: 'Managing Hauls', summary: 'Change drivers and dates, cancel with a reason and follow your loads.', language: 'en' },
];

/** The app guide in the four languages the spec lists; the title is in its own language. */
export const APP_GUIDE_VIDEOS: readonly Tutorial[] = [
  { slug: 'app-guide-english', title: 'App Guide (English)', summary: 'The whole app in one video.', language: 'en' },
  { slug: 'app-guide-arabic', title: 'دليل التطبيق (Arabic)', summary: 'The whole app in one video, in Arabic.', language: 'ar' },
  { slug: 'app-guide-spanish', title: 'Guía de la aplicación (Spanish)', summary: 'The whole app in one video, in Spanish.', language: 'es' },
  { slug: 'app-guide-russian', title: 'Руководство по приложению (Russian)', summary: 'The whole app in one video, in Russian.', language: 'ru' },
];

export function findVideo(slug: string | undefined): Tutorial | undefined {
  return [...TUTORIAL_VIDEOS, ...APP_GUIDE_VIDEOS].find((video) => video.slug === slug);
}

export const videoPath = (slug: string) => `/tips-and-tools/videos/${slug}`;

/** Where the video's file is, or null when no media host is configured (no file exists then). */
export function videoFileUrl(mediaBaseUrl: string | null, slug: string, extension: 'mp4' | 'vtt' = 'mp4'): string | null {
  return mediaBaseUrl ? `${mediaBaseUrl.replace(/\/+$/, '')}/${slug}.${extension}` : null;
}
