import type { LegalPage } from '../../../../universal/legal-pages';

/** The shop's starting texts in English: a plain outline for the owner to check and complete. */
export const en: Record<LegalPage, string> = {
  terms: `These conditions apply when you use {shopName} ({website}) and when you buy from it. The shop's owner can change this text in the shop's settings.

## Who we are
The seller is {sellerName}, {sellerAddress}. Tax or VAT registration number: {taxNumber}. You can write to us at {supportEmail}.

## Your order
- Placing an order is an offer to buy the items in it at the prices shown at checkout.
- We confirm your order by email. If we cannot supply an item, we tell you and do not charge you for it.
- Prices include or add tax as the checkout shows for your delivery country.

## Your account
Keep your password to yourself. You can change your details from your profile.

## Returns, delivery and privacy
Our returns and refunds, delivery and privacy pages are part of these conditions.

## Contact
Questions about these conditions: {supportEmail}.`,

  privacy: `This notice says what personal information {shopName} keeps, why, and what you can ask of us. The shop's owner can change this text in the shop's settings.

## Who is responsible
{sellerName}, {sellerAddress}, is responsible for your information. Contact: {supportEmail}.

## What we keep
- Your name, email address and password (stored only in a scrambled form) when you create an account.
- The delivery addresses and phone numbers you give us.
- Your orders, returns and reviews.

## Why
We use this information to take and deliver your orders, handle returns and refunds, answer your questions and keep your account secure. We do not sell it.

## Who else sees it
Only those who help us deliver your order or take your payment, and only what they need for that.

## Your choices
You can see and correct your details in your profile, stop order emails, and ask us at {supportEmail} for a copy of your information or for it to be deleted.`,

  returns: `How to return an item to {shopName} and how refunds are paid. The shop's owner can change this text in the shop's settings.

## Returning an item
- You can ask to return items within {returnDays} days of delivery, from the order's page under Your Orders.
- Send the items back unused and, where possible, in their packaging.
- We tell you by email when we approve or decline a return, and why.

## Refunds
When we have received and checked the items, we refund them to the way you paid. The email that confirms the refund says the amount.

## Questions
Write to us at {supportEmail} with your order number.`,

  delivery: `Where {shopName} delivers, how long it takes and what it costs. The shop's owner can change this text in the shop's settings.

## Where and how
The countries we deliver to, the delivery options and their prices are shown at checkout for your address, before you pay.

## When
The delivery dates shown at checkout and on your order are estimates. We email you when your order ships, with its tracking where there is one.

## Payment on delivery
Where cash on delivery is offered, the courier's fee is shown at checkout before you order.

## Questions
Write to us at {supportEmail} with your order number.`,
};
