import type { ReactNode } from 'react';
import type { useT } from '../i18n/use-t';

/**
 * How to reach a shopper, as rows of Facts (a customer's profile, an order's customer, the order a return
 * came from): the email and the phone, left to right in Arabic too.
 */
export function contactFacts(
  t: ReturnType<typeof useT>,
  { email, phone }: { email: string; phone: string },
): [string, ReactNode][] {
  return [
    [
      t('field.email'),
      <span dir="ltr" key="email">
        {email}
      </span>,
    ],
    [
      t('field.phone'),
      <span dir="ltr" key="phone">
        {phone}
      </span>,
    ],
  ];
}
