/** The return form (issue 17): how many of each line go back, and why. The server checks the same limits. */
import { object, string } from 'yup';
import { RETURN_REASONS } from '../return-rules';
import * as msg from './messages';

export const returnFormSchema = object({
  /** Units to return per order line, by returnLineField; 0 keeps the line. */
  quantities: object()
    .shape({})
    .test('some-item', msg.RETURN_ITEMS_REQUIRED, (value: Record<string, unknown> | undefined) =>
      Object.values(value ?? {}).some((quantity) => Number(quantity) > 0),
    ),
  reason: string()
    .oneOf([...RETURN_REASONS, ''], msg.RETURN_REASON_REQUIRED)
    .required(msg.RETURN_REASON_REQUIRED),
});
