import type { ReactNode } from 'react';
import { BackLink } from './BackLink';
import './BackHeader.css';

interface BackHeaderProps {
  title: ReactNode;
  /** Used when the screen was opened directly and there is no earlier page to return to. */
  fallbackTo: string;
}

/** The header of a detail screen: a back arrow and the screen's title. */
export function BackHeader({ title, fallbackTo }: BackHeaderProps) {
  return (
    <div className="back-header">
      <BackLink fallbackTo={fallbackTo} className="hb-back-arrow back-header__arrow" aria-label="Back">
        <span aria-hidden="true">←</span>
      </BackLink>
      <h1 className="back-header__title">{title}</h1>
    </div>
  );
}
