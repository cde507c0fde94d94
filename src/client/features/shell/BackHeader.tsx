import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import './BackHeader.css';

interface BackHeaderProps {
  title: ReactNode;
  /** Used when the screen was opened directly and there is no earlier page to return to. */
  fallbackTo: string;
}

/** The header of a detail screen: a back arrow and the screen's title. */
export function BackHeader({ title, fallbackTo }: BackHeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';

  return (
    <div className="back-header">
      <button
        type="button"
        className="back-header__arrow"
        aria-label="Back"
        onClick={() => (hasHistory ? navigate(-1) : navigate(fallbackTo))}
      >
        <span aria-hidden="true">←</span>
      </button>
      <h1 className="back-header__title">{title}</h1>
    </div>
  );
}
