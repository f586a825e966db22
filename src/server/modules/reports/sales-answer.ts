import { type MinorFigures, NO_SALES, type SalesReportFigures } from '../orders';
import type { SalesFigures, SalesReport } from '../../../universal/contracts/admin/reports';
import type { Currency } from '../../../universal/i18n/money';
import { toMajor } from '../../../universal/settlement';

type Minor = MinorFigures;

const add = (a: Minor, b: Minor): Minor => ({
  orders: a.orders + b.orders,
  units: a.units + b.units,
  gross: a.gross + b.gross,
  discounts: a.discounts + b.discounts,
  delivery: a.delivery + b.delivery,
  fees: a.fees + b.fees,
  tax: a.tax + b.tax,
  charged: a.charged + b.charged,
  refunds: a.refunds + b.refunds,
});

/** Minor units summed as integers, then each amount in major units of its currency; net is charged less refunds. */
const inMajor = (minor: Minor, currency: Currency): SalesFigures => {
  const major = (amount: number) => toMajor(amount, currency);
  return {
    orders: minor.orders,
    units: minor.units,
    gross: major(minor.gross),
    discounts: major(minor.discounts),
    delivery: major(minor.delivery),
    fees: major(minor.fees),
    tax: major(minor.tax),
    charged: major(minor.charged),
    refunds: major(minor.refunds),
    net: major(minor.charged - minor.refunds),
  };
};

const salesIn = (sales: { currency: Currency; minor: number }[]) =>
  sales.map(({ currency, minor }) => ({ currency, amount: toMajor(minor, currency) }));

/**
 * The report as the console reads it: a block per currency charged or refunded in the period, each with
 * every bucket of the period (empty ones as zeros, so a chart's axis has no gaps) and its totals.
 */
export function salesAnswer(
  figures: SalesReportFigures,
  period: Pick<SalesReport, 'from' | 'to' | 'interval' | 'timeZone'>,
  starts: readonly string[],
): SalesReport {
  const currencies = [...new Set(figures.buckets.map((bucket) => bucket.currency))].sort();
  return {
    ...period,
    currencies: currencies.map((currency) => {
      const found = new Map(
        figures.buckets.filter((bucket) => bucket.currency === currency).map((bucket) => [bucket.start, bucket]),
      );
      const buckets = starts.map((start) => ({ start, minor: found.get(start) ?? NO_SALES }));
      const total = buckets.reduce((sum, bucket) => add(sum, bucket.minor), NO_SALES);
      return {
        currency,
        ...inMajor(total, currency),
        averageOrder: total.orders === 0 ? 0 : toMajor(Math.round(total.charged / total.orders), currency),
        buckets: buckets.map(({ start, minor }) => ({ start, ...inMajor(minor, currency) })),
      };
    }),
    topProducts: figures.topProducts.map((line) => ({
      productId: line.productId,
      title: line.title,
      units: line.units,
      sales: salesIn(line.sales),
    })),
    topVariants: figures.topVariants.map((line) => ({
      productId: line.productId,
      sku: line.sku ?? '',
      title: line.title,
      variantLabel: line.variantLabel,
      units: line.units,
      sales: salesIn(line.sales),
    })),
    returnRates: figures.returnRates.map((entry) => ({
      ...entry,
      rate: Math.round((entry.returned / entry.sold) * 10_000) / 10_000,
    })),
    customers: figures.customers,
  };
}
