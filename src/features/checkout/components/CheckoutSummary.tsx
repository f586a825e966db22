import { alpha, Box, Chip, Divider, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { chargeMoneyIn, Money } from '../../../browser-kit/ui/Money';
import { ChargeCurrencyNote } from '../../../browser-kit/ui/ChargeCurrencyNote';
import type { ReactNode } from 'react';
import type { CartPromotion } from '../../../universal/contracts/cart';
import { checkoutTotals } from '../../../universal/order-totals';
import { type PriceBook, priceIn } from '../../../universal/settlement';
import { priceCart } from '../../../universal/cart-pricing';
import { type DeliveryOption, type DeliveryTerms, rateFor } from '../../../universal/delivery-terms';
import { paymentFeeCents } from '../../../universal/cash-on-delivery';
import type { PaymentMethod } from '../../../universal/validation/checkout-schema';

import type { Product } from '../../../universal/product';
import { chargeLines, taxText } from '../../../universal/i18n/order-words';
import { chargesOf } from '../../../universal/order-charges';
import type { LineMark } from '../basket-changes';
import { ITEMS_SHOWN, OrderLine } from '../../../entities/order';
import { LeanPaper } from '../../../browser-kit/ui/LeanPaper';
import { LeanSkeleton } from '../../../browser-kit/ui/LeanSkeleton';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';

const MARK_TEXT = { added: 'checkout.summary.lineAdded', changed: 'checkout.summary.lineChanged' } as const;

export interface SummaryLine {
  productId: string;
  /** The variant: what marks are keyed on. */
  sku: string;
  quantity: number;
  /** The product as the variant sells it (its price and picture). */
  product: Product;
}

/** The summary's panel, made once per theme (decision 0086). */
const useSummaryStyles = themeStyles((theme) => ({ panel: sxRule(theme, { p: 2 }) }));

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : undefined }}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : undefined }}
        color={strong ? 'error.main' : undefined}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * What the shopper is about to buy and what it costs, in the shipping country's settlement currency, and
 * which currency that is. The figures use the same pricing rules as the server (universal/settlement.ts,
 * universal/pricing.ts), which prices the order again from its own cart and catalogue.
 */
export function CheckoutSummary({
  lines,
  deliveryOption,
  terms,
  book,
  promoCode,
  promotion,
  paymentMethod = '',
  action,
  marks,
}: {
  lines: SummaryLine[];
  deliveryOption: DeliveryOption;
  /** The shipping country's tax and rates; undefined while they load or where the shop does not deliver. */
  terms: DeliveryTerms | undefined;
  /** The book of the terms' currency (usePriceBook): every price is priceIn it; undefined while it loads. */
  book: PriceBook | undefined;
  /** The cart's promo code: shown here as the server will apply it (the client never sends a discount). */
  promoCode?: string;
  /** What the code gives, as the cart's answer says (issue 35); no discount without it. */
  promotion?: CartPromotion;
  /** The payment chosen ('' before one is): cash on delivery adds its region's fee. */
  paymentMethod?: PaymentMethod | '';
  action: ReactNode;
  /** Lines new or changed since the shopper last saw the cart (another tab or device changed it). */
  marks?: ReadonlyMap<string, LineMark>;
}) {
  // In the book's currency (the terms'): the lines, the code's amounts, delivery and the fee.
  const pricing = priceCart(lines, promoCode ? promotion : undefined, book);
  const currency = pricing?.book.currency;
  // The terms' amounts are their currency's: totals only once the book is that currency's too.
  const rate = terms?.currency === currency ? rateFor(terms, deliveryOption) : undefined;
  // Until the country's terms (and a rate it offers) are known, only subtotal and discount are certain.
  const codFee = (terms && paymentMethod && paymentFeeCents(terms, paymentMethod)) || 0;
  const totals =
    terms &&
    rate &&
    pricing &&
    checkoutTotals(pricing.lines, rate, terms.tax, pricing.promotion, { 'cod-fee': codFee });
  // Until then, the discount's row (the cart's alone decides it) and delivery's, its price waiting.
  const charges = totals?.charges ?? chargesOf({ discount: pricing?.discount ?? 0, delivery: 0 });
  const tax = terms && taxText(terms.tax);
  const waiting = <LeanSkeleton variant="text" width={56} aria-hidden />;
  const hidden = lines.length - ITEMS_SHOWN;
  const intl = useIntl();
  const styles = useSummaryStyles();
  const money = (cents: number) => (currency ? <Money cents={cents} currency={currency} /> : waiting);
  return (
    <LeanPaper as="section" aria-labelledby="order-summary-heading" look={styles.panel}>
      {action}
      <Typography id="order-summary-heading" variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {intl.formatMessage({ id: 'checkout.summary.title' })}
      </Typography>
      <Box
        component="ul"
        aria-label={intl.formatMessage({ id: 'checkout.summary.items' })}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {lines.slice(0, ITEMS_SHOWN).map((line) => {
          const mark = marks?.get(line.sku);
          return (
            <Box
              component="li"
              key={line.sku}
              sx={
                mark && {
                  bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12),
                  borderRadius: 1,
                  px: 1,
                  pb: 1,
                }
              }
            >
              <OrderLine
                dense
                productId={line.productId}
                title={line.product.title}
                unitCents={book && priceIn(line.product, book)}
                currency={book?.currency}
                image={line.product.image}
                quantity={line.quantity}
              />
              {mark && <Chip size="small" color="warning" label={intl.formatMessage({ id: MARK_TEXT[mark] })} />}
            </Box>
          );
        })}
      </Box>
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intl.formatMessage({ id: 'checkout.summary.more' }, { count: hidden })}
        </Typography>
      )}
      <Divider sx={{ my: 1 }} />
      <Row label={intl.formatMessage({ id: 'checkout.summary.subtotal' })} value={money(pricing?.subtotal ?? 0)} />
      {chargeLines(
        { charges, promoCode, deliveryOption },
        intl.formatMessage,
        currency ? chargeMoneyIn(currency) : () => waiting,
      ).map(({ key, kind, label, value }) => (
        <Row key={key} label={label} value={totals || kind !== 'delivery' ? value : waiting} />
      ))}
      {tax && 'row' in tax && (
        <Row
          label={intl.formatMessage({ id: tax.row.id }, { rate: tax.row.rate })}
          value={totals ? money(totals.tax) : waiting}
        />
      )}
      <Divider sx={{ my: 1 }} />
      <Row
        label={intl.formatMessage({ id: 'checkout.summary.total' })}
        value={totals ? money(totals.total) : waiting}
        strong
      />
      {tax && 'note' in tax && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {intl.formatMessage({ id: tax.note })}
        </Typography>
      )}
      {/* Plainly what is charged, in what: the settlement currency, exactly (issue 50). */}
      {totals && currency && (
        <Box sx={{ mt: 1 }}>
          <ChargeCurrencyNote currency={currency} amount={totals.total} />
        </Box>
      )}
    </LeanPaper>
  );
}
