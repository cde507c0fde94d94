import { useField, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { MAX_PASSWORD_LENGTH, ownerWords, passwordProblem, type PasswordOwner } from '../../../../shared/passwordPolicy';
import { loadPasswordEstimator, passwordScore } from '../../../../shared/passwordStrength';
import { strengthMeterLabel, strengthWords } from '../passwordsText';

/**
 * The estimator and its word lists arrive once, on the first password form opened (their own bundle chunk); the
 * meter shows when they have come. Until then the server has the last word.
 */
function usePasswordEstimator(): void {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void loadPasswordEstimator({ keepLastScore: true }).then(() => {
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, []);
}

/**
 * The strength of the form's `password` by the one rule (the owner's e-mail read from `emailField` when the form asks it): zxcvbn's score in words, and the rule's refusal while the
 * field has not shown it yet (once touched, the field's own error says it).
 */
export function PasswordStrengthMeter({ owner = {}, emailField }: { owner?: PasswordOwner; emailField?: string }) {
  const [field, meta] = useField<string>('password');
  const { values } = useFormikContext<Record<string, unknown>>();
  const email = emailField ? String(values[emailField] ?? '') : owner.email;
  usePasswordEstimator();
  const password = field.value ?? '';
  if (!password) return null;
  const whose = { ...owner, email };
  const score = password.length > MAX_PASSWORD_LENGTH ? 0 : passwordScore(password, ownerWords(whose));
  if (score === null) return null;
  const problem = meta.touched ? null : passwordProblem(password, whose);
  return (
    <div className="password-meter">
      <span className="password-meter__label">{strengthMeterLabel}: {strengthWords[score]}</span>
      <div role="meter" aria-label={strengthMeterLabel} aria-valuemin={0} aria-valuemax={4} aria-valuenow={score}
        aria-valuetext={strengthWords[score]} className={`password-meter__bar password-meter__bar--${score}`}>
        <span className="password-meter__fill" style={{ width: `${(score + 1) * 20}%` }} />
      </div>
      {problem && <p className="password-meter__hint" aria-live="polite">{problem}</p>}
    </div>
  );
}
