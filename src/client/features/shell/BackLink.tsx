import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

interface BackLinkProps {
  /** Where the link leads in a new tab, and on a screen opened directly (no earlier page to return to). */
  fallbackTo: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A plain left click that stays in this tab. Middle, modified and already handled clicks keep the link's own way. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * Back as a link: a plain click returns to the previous page (history, so scroll and filters come back); the
 * href is `fallbackTo`, so the link can be opened in a new tab and works on a screen opened directly.
 */
export function BackLink({ fallbackTo, className, children, 'aria-label': label }: BackLinkProps) {
  const navigate = useNavigate();
  const hasHistory = useLocation().key !== 'default';

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasHistory || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <Link to={fallbackTo} className={className} aria-label={label} onClick={goBack}>
      {children}
    </Link>
  );
}
