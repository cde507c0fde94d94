import { invalidRegistrationCodeMessage, ONBOARDING_EMAIL_ADDRESS } from '../../../../shared/registration';

/** Section 8: an invalid or used code, with the onboarding address to ask for a new one. */
export function InvalidCodeMessage() {
  return (
    <div role="alert" className="registration__invalid">
      <p>{invalidRegistrationCodeMessage}</p>
      <a href={`mailto:${ONBOARDING_EMAIL_ADDRESS}?subject=${encodeURIComponent('New registration code')}`}>
        Email {ONBOARDING_EMAIL_ADDRESS} for a new registration code
      </a>
    </div>
  );
}
