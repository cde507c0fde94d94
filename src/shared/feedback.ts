import * as yup from 'yup';
import { isReplayFile, REPLAY_MAX_LENGTH, type ReplayFile } from './replay';

/** Contact Us (account spec 2.11): one message, shared by the form and the server. */
export const FEEDBACK_MAX_LENGTH = 2000;
export const FEEDBACK_ROWS = 5;

export const feedbackSchema = yup.object({
  message: yup.string().trim()
    .required('Please write your feedback')
    .max(FEEDBACK_MAX_LENGTH, `Feedback can be at most ${FEEDBACK_MAX_LENGTH} characters`),
  // 'Include a replay of my recent actions': optional, bounded, and a replay file, nothing else.
  replay: yup.mixed<ReplayFile>().optional()
    .test('replay-size', 'The replay is too large', (value) => value === undefined || JSON.stringify(value).length <= REPLAY_MAX_LENGTH)
    .test('replay-file', 'The replay is not a Haulboard replay', (value) => value === undefined || isReplayFile(value)),
});

export type FeedbackValues = yup.InferType<typeof feedbackSchema>;
