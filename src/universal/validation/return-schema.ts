/** The return form (issue 17): how many of each line go back, and why. The server checks the same limits. */
import { object, string } from 'yup';
import type { ReturnRequestBody } from '../contracts/returns';
import { RETURN_REASONS, type ReturnReason } from '../return-rules';
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

export type ReturnFormValues = {
  quantities: Record<string, number>;
  reason: string;
  /** Per order line (returnLineField), the variant wanted instead of money (a size exchange); '' or absent: a refund. */
  exchanges?: Record<string, string>;
};

/**
 * The form's field for the order line at `index` of the lines offered: by place, not by SKU, since a SKU may
 * hold dots, which Formik reads as a path.
 */
export const returnLineField = (index: number) => `line${index}`;

/** The request body for the form's values: only the lines with a quantity, each by its product and variant. */
export function returnRequestBody(
  values: ReturnFormValues,
  lines: readonly { productId: string; sku?: string }[],
): ReturnRequestBody {
  return {
    items: lines.flatMap(({ productId, sku }, index) => {
      const quantity = values.quantities[returnLineField(index)] ?? 0;
      const exchangeSku = sku === undefined ? '' : (values.exchanges?.[returnLineField(index)] ?? '');
      return quantity > 0
        ? [{ productId, ...(sku === undefined ? {} : { sku }), quantity, ...(exchangeSku && { exchangeSku }) }]
        : [];
    }),
    // Checked by returnFormSchema before a submit gets here.
    reason: values.reason as ReturnReason,
  };
}
