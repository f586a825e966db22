import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { object, string } from 'yup';
import type { AdminReview } from '../../universal/contracts/admin/reviews';
import { isPlainText, REVIEW_REPLY_MAX } from '../../universal/validation/review-rules';
import { useT } from '../i18n/use-t';
import { FormFailure, useCallForm, useFieldBinder } from '../ui/form';
import { useToast } from '../ui/use-toast';
import { useHideReviewMutation, useReplyToReviewMutation, useShowReviewMutation } from './reviews-api';

const REASON_MAX = 500;

const hideSchema = object({
  reason: string().trim().required('reviews.reasonRequired').max(REASON_MAX, 'validation.tooLong'),
});
const replySchema = object({
  text: string()
    .trim()
    .max(REVIEW_REPLY_MAX, 'validation.tooLong')
    .test('plain-text', 'reviews.replyPlainText', isPlainText),
});

/** Hide a review with a reason its writer is shown, or show a hidden one again. */
export function VisibilityForm({ review }: { review: AdminReview }) {
  const t = useT();
  const toast = useToast();
  const [hide] = useHideReviewMutation();
  const [show, showing] = useShowReviewMutation();
  const formik = useCallForm({
    initialValues: { reason: '' },
    validationSchema: hideSchema,
    fields: ['reason'],
    send: (values) => hide({ id: review.id, reason: values.reason.trim() }).unwrap(),
    done: () => toast.success('reviews.hidden'),
  });
  const field = useFieldBinder(formik);
  if (review.hidden)
    return (
      <Stack spacing={1} alignItems="flex-start">
        <Typography variant="body2">{t('reviews.hiddenBecause', { reason: review.hiddenReason ?? '' })}</Typography>
        <Button
          variant="outlined"
          disabled={showing.isLoading}
          onClick={async () => {
            const shown = await show(review.id);
            if ('data' in shown) toast.success('reviews.shown');
            else toast.error(t('error.generic'));
          }}
        >
          {t('reviews.show')}
        </Button>
      </Stack>
    );
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={t('reviews.hideTitle')}>
      <Stack spacing={1} alignItems="flex-start">
        <TextField
          {...field('reason')}
          id={`hide-reason-${review.id}`}
          label={t('reviews.reason')}
          helperText={field('reason').helperText ?? t('reviews.reasonHelp')}
          size="small"
          fullWidth
          required
        />
        <FormFailure formik={formik} />
        <Button type="submit" variant="outlined" color="error" disabled={formik.isSubmitting}>
          {t('reviews.hide')}
        </Button>
      </Stack>
    </form>
  );
}

/** The shop's public reply under the review: written, changed, or removed by saving it empty. */
export function ReplyForm({ review }: { review: AdminReview }) {
  const t = useT();
  const toast = useToast();
  const [reply] = useReplyToReviewMutation();
  const formik = useCallForm({
    initialValues: { text: review.reply?.text ?? '' },
    enableReinitialize: true,
    validationSchema: replySchema,
    fields: ['text'],
    send: (values) => reply({ id: review.id, text: values.text.trim() }).unwrap(),
    done: (_answer, _helpers, values) => toast.success(values.text.trim() ? 'reviews.replied' : 'reviews.replyRemoved'),
  });
  const field = useFieldBinder(formik);
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={t('reviews.replyTitle')}>
      <Stack spacing={1} alignItems="flex-start">
        <TextField
          {...field('text')}
          id={`reply-${review.id}`}
          label={t('reviews.reply')}
          helperText={field('text').helperText ?? t('reviews.replyHelp')}
          size="small"
          multiline
          minRows={2}
          fullWidth
        />
        <FormFailure formik={formik} />
        <Button type="submit" variant="outlined" disabled={formik.isSubmitting || !formik.dirty}>
          {t('reviews.saveReply')}
        </Button>
      </Stack>
    </form>
  );
}
