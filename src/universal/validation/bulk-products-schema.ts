/**
 * The products grid's bulk action (issue 52, docs/decisions/0127): the console's form checks what the owner
 * typed by `bulkFormSchema` and sends `bulkActionOf` its values; the server checks the request's figures by
 * `bulkActionSchema` again. Both take their limits from bulk-products.ts. Messages are the console's catalog
 * ids (src/admin/messages).
 */
import { type InferType, mixed, number, object, string } from 'yup';
import {
  BULK_PRODUCT_ACTIONS,
  type BulkProductAction,
  DEFAULT_MINIMUM_CENTS,
  MAX_BULK_STOCK,
  MAX_PRICE_CENTS,
  PERCENT_MAX,
  PERCENT_MIN,
} from '../bulk-products';

/** A price as typed: dollars, at most two decimals ("12", "12.5", "12.50"). */
const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
/** A percentage as typed: a sign, then at most two decimals ("-15", "+7.5"). */
const PERCENT = /^[-+]?\d{1,3}(\.\d{1,2})?$/;
const UNITS = /^\d{1,7}$/;

/** Dollars as typed, in cents without float drift ("19.99" → 1999). */
export const centsOf = (typed: string): number => {
  const [whole = '0', fraction = ''] = typed.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

const needs = (action: BulkProductAction) => (value: unknown, context: { parent: { action?: string } }) =>
  context.parent.action !== action || (value !== undefined && value !== null && value !== '');

const cents = (message: string) =>
  number().integer(message).min(0, message).max(MAX_PRICE_CENTS, message).typeError(message);

/** The request's action and its figures, as the server takes them. */
export const bulkActionSchema = object({
  action: mixed<BulkProductAction>().oneOf(BULK_PRODUCT_ACTIONS, 'bulk.v.action').required('bulk.v.action'),
  priceCents: cents('bulk.v.price').test('needed', 'bulk.v.price', needs('set-price')),
  percent: number()
    .min(PERCENT_MIN, 'bulk.v.percent')
    .max(PERCENT_MAX, 'bulk.v.percent')
    .typeError('bulk.v.percent')
    .test(
      'hundredths',
      'bulk.v.percent',
      (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    )
    .test('not-zero', 'bulk.v.percent', (value) => value !== 0)
    .test('needed', 'bulk.v.percent', needs('adjust-price')),
  minimumCents: cents('bulk.v.minimum'),
  stock: number()
    .integer('bulk.v.stock')
    .min(0, 'bulk.v.stock')
    .max(MAX_BULK_STOCK, 'bulk.v.stock')
    .typeError('bulk.v.stock')
    .test('needed', 'bulk.v.stock', needs('set-stock')),
});
export type BulkActionValues = InferType<typeof bulkActionSchema>;

/** What the console's form holds: the action and the figures as typed. */
export interface BulkFormValues {
  action: BulkProductAction;
  price: string;
  percent: string;
  minimum: string;
  stock: string;
}

const typed = (pattern: RegExp, message: string, action: BulkProductAction, optional = false) =>
  string()
    .trim()
    .test('needed', 'validation.required', (value, context) => optional || needs(action)(value, context))
    .test('shape', message, (value, context) => context.parent.action !== action || !value || pattern.test(value));

/** The form's rules: the same limits as the request's, on what the owner typed. */
export const bulkFormSchema = object({
  action: mixed<BulkProductAction>().oneOf(BULK_PRODUCT_ACTIONS, 'bulk.v.action').required('bulk.v.action'),
  price: typed(MONEY, 'bulk.v.price', 'set-price').test(
    'range',
    'bulk.v.price',
    (value) => !value || !MONEY.test(value) || centsOf(value) <= MAX_PRICE_CENTS,
  ),
  percent: typed(PERCENT, 'bulk.v.percent', 'adjust-price').test(
    'range',
    'bulk.v.percent',
    (value, context) =>
      context.parent.action !== 'adjust-price' ||
      !value ||
      !PERCENT.test(value) ||
      (Number(value) >= PERCENT_MIN && Number(value) <= PERCENT_MAX && Number(value) !== 0),
  ),
  minimum: typed(MONEY, 'bulk.v.minimum', 'adjust-price', true),
  stock: typed(UNITS, 'bulk.v.stock', 'set-stock').test(
    'range',
    'bulk.v.stock',
    (value) => !value || !UNITS.test(value) || Number(value) <= MAX_BULK_STOCK,
  ),
});

/** The request's action from the form's values (checked by bulkFormSchema first). */
export function bulkActionOf(values: BulkFormValues): BulkActionValues {
  switch (values.action) {
    case 'set-price':
      return { action: values.action, priceCents: centsOf(values.price) };
    case 'adjust-price':
      return {
        action: values.action,
        percent: Number(values.percent),
        minimumCents: values.minimum.trim() ? centsOf(values.minimum) : DEFAULT_MINIMUM_CENTS,
      };
    case 'set-stock':
      return { action: values.action, stock: Number(values.stock) };
    default:
      return { action: values.action };
  }
}
