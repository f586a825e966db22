/**
 * The return form's values (issue 17) and the request they make, apart from its schema (return-schema.ts) so the
 * order's page does not load yup with its first page (decision 0140).
 */
import type { ReturnRequestBody } from '../contracts/returns';
import type { ReturnReason } from '../return-rules';

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
