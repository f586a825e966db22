/** The return form (issue 17): how many of each line go back, and why. The server checks the same limits. */
import { object, string } from 'yup';
import type { ReturnRequestBody } from '../contracts/returns';
import { RETURN_REASONS, type ReturnReason } from '../return-rules';
import * as msg from './messages';

export const returnFormSchema = object({
  /** Units to return per order line, by product id; 0 keeps the line. */
  quantities: object()
    .shape({})
    .test('some-item', msg.RETURN_ITEMS_REQUIRED, (value: Record<string, unknown> | undefined) =>
      Object.values(value ?? {}).some((quantity) => Number(quantity) > 0),
    ),
  reason: string()
    .oneOf([...RETURN_REASONS, ''], msg.RETURN_REASON_REQUIRED)
    .required(msg.RETURN_REASON_REQUIRED),
});

export type ReturnFormValues = { quantities: Record<string, number>; reason: string };

/** The request body for the form's values: only the lines with a quantity. */
export function returnRequestBody(values: ReturnFormValues): ReturnRequestBody {
  return {
    items: Object.entries(values.quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([productId, quantity]) => ({ productId, quantity })),
    // Checked by returnFormSchema before a submit gets here.
    reason: values.reason as ReturnReason,
  };
}
