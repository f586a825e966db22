import { Box, FormControl, FormHelperText, FormLabel, RadioGroup, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CashOnDelivery } from '../../../universal/delivery-terms';
import type { CashOnDeliveryLimit } from '../../../universal/cash-on-delivery';
import {
  CASH_ON_DELIVERY,
  DEMO_PAYMENT_METHODS,
  MOBILE_WALLET,
  type PaymentMethod,
} from '../../../universal/validation/checkout-constants';
import { PAYMENT_METHOD_TEXT } from '../../../universal/i18n/order-words';
import { Money } from '../../../browser-kit/ui/Money';
import type { Currency } from '../../../universal/i18n/money';
import { ChoiceCard } from './ChoiceCard';
import type { MessageId } from '../../../universal/i18n/messages';
import { type LivePayments, NO_LIVE_PAYMENTS, PROVIDER_NAMES, providerFor } from '../../../universal/payment-providers';

/** A method's name with its one line of help beneath. */
function MethodWithHelp({ method, help }: { method: PaymentMethod; help: MessageId }) {
  const intl = useIntl();
  return (
    <span>
      <Typography component="span" sx={{ display: 'block' }}>
        {intl.formatMessage({ id: PAYMENT_METHOD_TEXT[method] })}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {intl.formatMessage({ id: help })}
      </Typography>
    </span>
  );
}

/** Cash on delivery's card: how it works, and the fee its region adds; where the total is outside its limits, which. */
function CashOnDeliveryLabel({
  feeCents,
  currency,
  limit,
}: {
  feeCents: number;
  currency: Currency;
  limit?: CashOnDeliveryLimit;
}) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <span>
        <MethodWithHelp method={CASH_ON_DELIVERY} help="checkout.payment.cashOnDelivery.how" />
        {limit && (
          // Said in full colour on the card it makes unavailable (a disabled label is greyed).
          <Typography component="span" variant="body2" color="text.primary" sx={{ display: 'block', fontWeight: 600 }}>
            <FormattedMessage
              id={
                limit.kind === 'under'
                  ? 'checkout.payment.cashOnDelivery.under'
                  : 'checkout.payment.cashOnDelivery.over'
              }
              values={{ amount: <Money cents={limit.limitCents} currency={currency} /> }}
            />
          </Typography>
        )}
      </span>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {feeCents > 0 ? (
          <FormattedMessage
            id="checkout.payment.cashOnDelivery.fee"
            values={{ fee: <Money cents={feeCents} currency={currency} /> }}
          />
        ) : (
          intl.formatMessage({ id: 'checkout.payment.cashOnDelivery.noFee' })
        )}
      </Typography>
    </Box>
  );
}

/**
 * Spec §9's four payment options, and cash on delivery where the shipping country's region takes it
 * (`cashOnDelivery`: its fee; null or undefined: not offered). The online ones are the demo (nothing is
 * charged) unless a payment provider is on for the region's cards (issue 51): then those are real, and the
 * rest say "(Demo)". The mobile wallet is offered only where a provider takes it (Paymob, in Egyptian pounds).
 */
export function PaymentMethodGroup({
  value,
  onChange,
  cashOnDelivery,
  cashOnDeliveryLimit,
  currency,
  error,
  disabled,
  live = NO_LIVE_PAYMENTS,
}: {
  value: PaymentMethod | '';
  onChange: (method: PaymentMethod) => void;
  cashOnDelivery?: CashOnDelivery | null;
  /** The region's cash limit this order's total breaks (decision 0128): the card says it and cannot be chosen. */
  cashOnDeliveryLimit?: CashOnDeliveryLimit;
  /** The region's settlement currency, which its fee is in (undefined while its terms load). */
  currency: Currency | undefined;
  /** The payments turned on (GET /api/shop): the card methods they take are real, the rest a demo; the wallet. */
  live?: LivePayments;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const intl = useIntl();
  // The provider that takes the region's cards, if one is on: its methods are real, the others stay the demo.
  const provider = currency && providerFor(live, 'credit-card', currency);
  const isDemo = (method: string) => !currency || !providerFor(live, method, currency);
  const wallet = !isDemo(MOBILE_WALLET);
  const note = provider
    ? intl.formatMessage({ id: 'checkout.payment.liveCards' }, { provider: PROVIDER_NAMES[provider] })
    : intl.formatMessage({ id: cashOnDelivery ? 'checkout.payment.demoOnlyOnline' : 'checkout.payment.demoOnly' });
  return (
    <FormControl component="fieldset" fullWidth error={Boolean(error)}>
      <FormLabel
        component="legend"
        id="payment-method-label"
        // Dark also while a choice has the focus: MUI's focused label takes the brand yellow (1.4:1 on white).
        sx={{ '&, &.Mui-focused': { color: 'text.primary' }, fontWeight: 700, mb: 0.5 }}
      >
        {intl.formatMessage({ id: 'checkout.payment.legend' })}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {/* Cash on delivery is real money to the courier, and cards are where a provider takes them. */}
        {note}
      </Typography>
      <RadioGroup
        aria-labelledby="payment-method-label"
        aria-describedby={error ? 'payment-method-error' : undefined}
        name="paymentMethod"
        value={value}
        onChange={(_event, chosen) => onChange(chosen as PaymentMethod)}
      >
        <Stack
          spacing={1}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 1,
            '& > *': { m: '0 !important' },
          }}
        >
          {cashOnDelivery && currency && (
            // First and across the row: where it is offered, it is how most shoppers pay.
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ChoiceCard
                value={CASH_ON_DELIVERY}
                checked={value === CASH_ON_DELIVERY}
                disabled={disabled || cashOnDeliveryLimit !== undefined}
                label={
                  <CashOnDeliveryLabel
                    feeCents={cashOnDelivery.feeCents}
                    currency={currency}
                    limit={cashOnDeliveryLimit}
                  />
                }
              />
            </Box>
          )}
          {wallet && (
            // Real money, as cash is: across the row, before the cards.
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ChoiceCard
                value={MOBILE_WALLET}
                checked={value === MOBILE_WALLET}
                disabled={disabled}
                label={<MethodWithHelp method={MOBILE_WALLET} help="checkout.payment.mobileWallet.how" />}
              />
            </Box>
          )}
          {DEMO_PAYMENT_METHODS.map((method) => (
            <ChoiceCard
              key={method}
              value={method}
              checked={value === method}
              disabled={disabled}
              label={
                provider && isDemo(method)
                  ? intl.formatMessage(
                      { id: 'checkout.payment.demoSuffix' },
                      { method: intl.formatMessage({ id: PAYMENT_METHOD_TEXT[method] }) },
                    )
                  : intl.formatMessage({ id: PAYMENT_METHOD_TEXT[method] })
              }
            />
          ))}
        </Stack>
      </RadioGroup>
      {error && <FormHelperText id="payment-method-error">{error}</FormHelperText>}
    </FormControl>
  );
}
