import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './ClaimStepHeader.css';

export const CLAIM_STEP_TOTAL = 2;

interface ClaimStepHeaderProps {
  step: number;
  title: ReactNode;
  /** The close control as an action: step 2 uses it to ask before cancelling the claim. */
  onClose?: () => void;
  /** The close control as a link, where closing only leaves (step 1 returns to the load). */
  closeTo?: string;
}

/** The top of every claim step: 'STEP n OF 2', the step's heading and, when given, a close control. */
export function ClaimStepHeader({ step, title, onClose, closeTo }: ClaimStepHeaderProps) {
  return (
    <header className="claim-step-header">
      <div className="claim-step-header__bar">
        <p className="claim-step-header__step">{`STEP ${step} OF ${CLAIM_STEP_TOTAL}`}</p>
        {closeTo !== undefined && (
          <Link to={closeTo} className="claim-step-header__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Link>
        )}
        {closeTo === undefined && onClose && (
          <button type="button" className="claim-step-header__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <h1 className="claim-step-header__title">{title}</h1>
    </header>
  );
}
