/** Contact Us (account spec 2.11): one message, shared by the form and the server. */
export const FEEDBACK_MAX_LENGTH = 2000;
export const FEEDBACK_ROWS = 5;

export const FEEDBACK_REQUIRED = 'Please write your feedback';
export const FEEDBACK_TOO_LONG = `Feedback can be at most ${FEEDBACK_MAX_LENGTH} characters`;
