import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { ScreenHandle } from '../../app/routeTable';

export const BRAND = 'Haulboard';

export function formatPageTitle(title: string, section: string): string {
  return `${title} – ${section} · ${BRAND}`;
}

export function usePageTitle(title: string, section: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title, section);
  }, [title, section]);
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'section' in handle;
}

/** The title and section of the deepest matched route that declares them. */
export function useCurrentScreenHandle(): ScreenHandle | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).filter(isScreenHandle).at(-1);
}
