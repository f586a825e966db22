import ar from './messages/ar.json';
import en from './messages/en.json';
import type { Format } from './order-words';
import { paymentMethodText } from './order-words';

const formatIn =
  (messages: Record<string, string>): Format =>
  ({ id }, values = {}) =>
    (messages[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

describe('paymentMethodText: a stored method as the order pages, mails and receipts name it', () => {
  it('names the mobile wallet (issue 51) in the reader’s language, never as a demo', () => {
    expect(paymentMethodText('mobile-wallet', formatIn(en))).toBe('Mobile wallet');
    expect(paymentMethodText('mobile-wallet', formatIn(ar))).toBe('المحفظة الإلكترونية');
  });

  it('names the demo’s methods with their marker, cash on delivery as it is, and an unknown value as stored', () => {
    expect(paymentMethodText('paypal (Demo)', formatIn(en))).toBe('PayPal (Demo)');
    expect(paymentMethodText('cash-on-delivery', formatIn(en))).toBe('Cash on delivery');
    expect(paymentMethodText('bitcoin', formatIn(en))).toBe('bitcoin');
  });
});
