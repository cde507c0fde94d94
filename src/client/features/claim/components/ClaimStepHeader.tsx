import type { ReactNode } from 'react';
import './ClaimStepHeader.css';

export const CLAIM_STEP_TOTAL = 2;

interface ClaimStepHeaderProps {
  step: number;
  title: ReactNode;
  /** The close control; step 2 uses it to ask before cancelling the claim. Without it no control shows. */
  onClose?: () => void;
}

/** The top of every claim step: 'STEP n OF 2', the step's heading and, when given, a close control. */
export function ClaimStepHeader({ step, title, onClose }: ClaimStepHeaderProps) {
  return (
    <header className="claim-step-header">
      <div className="claim-step-header__bar">
        <p className="claim-step-header__step">{`STEP ${step} OF ${CLAIM_STEP_TOTAL}`}</p>
        {onClose && (
          <button type="button" className="claim-step-header__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <h1 className="claim-step-header__title">{title}</h1>
    </header>
  );
}
