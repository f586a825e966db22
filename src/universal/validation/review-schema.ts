/** The review form and the server's check of it (issue 17): stars, a title, the text, an optional name. */
import { number, object, string, type InferType } from 'yup';
import * as msg from './messages';
import { isPlainText, REVIEW_LIMITS } from './review-rules';

export const reviewSchema = object({
  stars: number()
    .typeError(msg.REVIEW_STARS_REQUIRED)
    .required(msg.REVIEW_STARS_REQUIRED)
    .integer(msg.REVIEW_STARS_REQUIRED)
    .min(1, msg.REVIEW_STARS_REQUIRED)
    .max(5, msg.REVIEW_STARS_REQUIRED),
  title: string()
    .trim()
    .required(msg.REVIEW_TITLE_REQUIRED)
    .max(REVIEW_LIMITS.titleMax, msg.REVIEW_TITLE_TOO_LONG)
    .test('plain-text', msg.REVIEW_PLAIN_TEXT, isPlainText),
  text: string()
    .trim()
    .required(msg.REVIEW_TEXT_TOO_SHORT)
    .min(REVIEW_LIMITS.textMin, msg.REVIEW_TEXT_TOO_SHORT)
    .max(REVIEW_LIMITS.textMax, msg.REVIEW_TEXT_TOO_LONG)
    .test('plain-text', msg.REVIEW_PLAIN_TEXT, isPlainText),
  displayName: string()
    .trim()
    .max(REVIEW_LIMITS.nameMax, msg.REVIEW_NAME_TOO_LONG)
    .test('plain-text', msg.REVIEW_PLAIN_TEXT, isPlainText)
    .default(''),
});

export type ReviewValues = InferType<typeof reviewSchema>;
