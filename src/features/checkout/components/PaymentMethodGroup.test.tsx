import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import arMessages from '../../../universal/i18n/messages/ar.json';
import enMessages from '../../../universal/i18n/messages/en.json';
import type { CashOnDelivery } from '../../../universal/delivery-terms';
import { PaymentMethodGroup } from './PaymentMethodGroup';

function renderGroup(cashOnDelivery: CashOnDelivery | null, { locale = 'en', messages = enMessages } = {}) {
  const onChange = jest.fn();
  render(
    <IntlProvider locale={locale} messages={messages}>
      <PaymentMethodGroup value="" onChange={onChange} cashOnDelivery={cashOnDelivery} currency="USD" />
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
      <PaymentMethodGroup value="" onChange={jest.fn()} cashOnDelivery={null} currency="GBP" live={['stripe']} />
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
