import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import arMessages from '../../../universal/i18n/messages/ar.json';
import enMessages from '../../../universal/i18n/messages/en.json';
import type { CashOnDelivery } from '../../../universal/delivery-terms';
import type { CashOnDeliveryLimit } from '../../../universal/cash-on-delivery';
import type { Currency } from '../../../universal/i18n/money';
import type { LivePayments } from '../../../universal/payment-providers';
import { PaymentMethodGroup } from './PaymentMethodGroup';

function renderGroup(
  cashOnDelivery: CashOnDelivery | null,
  { locale = 'en', messages = enMessages, limit = undefined as CashOnDeliveryLimit | undefined } = {},
) {
  const onChange = jest.fn();
  render(
    <IntlProvider locale={locale} messages={messages}>
      <PaymentMethodGroup
        value=""
        onChange={onChange}
        cashOnDelivery={cashOnDelivery}
        cashOnDeliveryLimit={limit}
        currency="USD"
      />
    </IntlProvider>,
  );
  return onChange;
}

const radios = () => within(screen.getByRole('radiogroup')).getAllByRole('radio');

it('offers cash on delivery first where the region takes it, with how it works and its fee', async () => {
  const onChange = renderGroup({ feeCents: 30 });
  expect(radios().map((radio) => radio.getAttribute('value'))).toEqual([
    'cash-on-delivery',
    'credit-card',
    'paypal',
    'apple-pay',
    'google-pay',
  ]);
  const cash = screen.getByRole('radio', { name: /^Cash on delivery/ });
  expect(cash).toHaveAccessibleName('Cash on delivery Pay the courier in cash when your order arrives Fee $0.30');
  // Only the online methods are a demo now.
  expect(screen.getByText('Card and wallet payments are a demo: no real payment is taken.')).toBeInTheDocument();
  await userEvent.click(cash);
  expect(onChange).toHaveBeenCalledWith('cash-on-delivery');
});

it('says "No fee" where the region charges none', () => {
  renderGroup({ feeCents: 0 });
  expect(screen.getByRole('radio', { name: /^Cash on delivery/ })).toHaveAccessibleName(/No fee$/);
});

it("says which limit an order's total breaks, and cash cannot be chosen for it (decision 0128)", () => {
  const onChange = renderGroup(
    { feeCents: 30, maxOrderCents: 50_000 },
    { limit: { kind: 'over', limitCents: 50_000 } },
  );
  const cash = screen.getByRole('radio', { name: /^Cash on delivery/ });
  expect(cash).toBeDisabled();
  expect(cash).toHaveAccessibleName(/For orders of up to \$500\.00 ?: pay this one another way/);
  expect(onChange).not.toHaveBeenCalled();
});

it('says the least in Arabic', () => {
  renderGroup(
    { feeCents: 0, minOrderCents: 2_000 },
    { locale: 'ar', messages: arMessages, limit: { kind: 'under', limitCents: 2_000 } },
  );
  expect(screen.getByRole('radio', { name: /^الدفع عند الاستلام/ })).toHaveAccessibleName(
    /للطلبات بقيمة .*20.* أو أكثر/,
  );
});

it("offers only the spec's four demo methods where the region takes no cash", () => {
  renderGroup(null);
  expect(radios().map((radio) => radio.getAttribute('value'))).toEqual([
    'credit-card',
    'paypal',
    'apple-pay',
    'google-pay',
  ]);
  expect(screen.getByText('Demo only: no real payment is taken.')).toBeInTheDocument();
});

it('names it in Arabic', () => {
  renderGroup({ feeCents: 30 }, { locale: 'ar', messages: arMessages });
  expect(screen.getByRole('radio', { name: /^الدفع عند الاستلام/ })).toHaveAccessibleName(
    /ادفع نقدًا لمندوب التوصيل عند وصول طلبك الرسوم: .*0[.,٫]30/,
  );
});

it('says which cards are real where a payment provider takes them, and marks the rest as the demo', () => {
  render(
    <IntlProvider locale="en" messages={enMessages}>
      <PaymentMethodGroup
        value=""
        onChange={jest.fn()}
        cashOnDelivery={null}
        currency="GBP"
        live={{ providers: ['stripe'], mobileWallet: false }}
      />
    </IntlProvider>,
  );
  expect(
    screen.getByText(
      'Cards, Apple Pay and Google Pay are paid securely through Stripe: your card details never reach this shop. PayPal is a demo: no real payment is taken.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Credit Card' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'PayPal (Demo)' })).toBeInTheDocument();
  expect(screen.queryByText('Demo only: no real payment is taken.')).not.toBeInTheDocument();
});

describe("Egypt's mobile wallet (issue 51)", () => {
  const paymob = { providers: ['paymob' as const], mobileWallet: true };
  function renderWith(
    live: LivePayments | undefined,
    currency: Currency,
    { locale = 'en', messages = enMessages }: { locale?: string; messages?: Record<string, string> } = {},
  ) {
    const onChange = jest.fn();
    render(
      <IntlProvider locale={locale} messages={messages}>
        <PaymentMethodGroup
          value=""
          onChange={onChange}
          cashOnDelivery={{ feeCents: 0 }}
          currency={currency}
          {...(live && { live })}
        />
      </IntlProvider>,
    );
    return onChange;
  }

  it('is offered, real and after cash on delivery, for an order in pounds where Paymob has a wallet', async () => {
    const onChange = renderWith(paymob, 'EGP');
    expect(radios().map((radio) => radio.getAttribute('value'))).toEqual([
      'cash-on-delivery',
      'mobile-wallet',
      'credit-card',
      'paypal',
      'apple-pay',
      'google-pay',
    ]);
    const wallet = screen.getByRole('radio', { name: /^Mobile wallet/ });
    expect(wallet).toHaveAccessibleName(
      "Mobile wallet Vodafone Cash, Orange Cash, Etisalat Cash or WE Pay, on Paymob's secure page",
    );
    await userEvent.click(wallet);
    expect(onChange).toHaveBeenCalledWith('mobile-wallet');
  });

  it.each<[string, LivePayments | undefined, Currency]>([
    ['Paymob has no wallet integration', { providers: ['paymob', 'stripe'], mobileWallet: false }, 'EGP'],
    ['the order is charged in sterling', { providers: ['paymob', 'stripe'], mobileWallet: true }, 'GBP'],
    ['Paymob is off', { providers: ['stripe'], mobileWallet: true }, 'EGP'],
    ['nothing is turned on', undefined, 'EGP'],
  ])('is not offered where %s', (_where, live, currency) => {
    renderWith(live, currency);
    expect(screen.getByRole('radio', { name: /^Cash on delivery/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Mobile wallet/ })).not.toBeInTheDocument();
    expect(radios().map((radio) => radio.getAttribute('value'))).not.toContain('mobile-wallet');
  });

  it('names it in Arabic', () => {
    renderWith(paymob, 'EGP', { locale: 'ar', messages: arMessages });
    expect(screen.getByRole('radio', { name: /^المحفظة الإلكترونية/ })).toHaveAccessibleName(
      'المحفظة الإلكترونية فودافون كاش أو أورنج كاش أو اتصالات كاش أو WE Pay، على صفحة Paymob الآمنة',
    );
  });
});
