import * as yup from 'yup';

/** Contact Us (account spec 2.11): one message, shared by the form and the server. */
export const FEEDBACK_MAX_LENGTH = 2000;
export const FEEDBACK_ROWS = 5;

export const feedbackSchema = yup.object({
  message: yup.string().trim()
    .required('Please write your feedback')
    .max(FEEDBACK_MAX_LENGTH, `Feedback can be at most ${FEEDBACK_MAX_LENGTH} characters`),
});
