import type { MessageId } from './i18n/messages';

/**
 * The marketing mails (issue 53 §6): mails a shopper may turn off, each kind on its own, unlike the mails
 * about their orders, which always go. The one home of the kinds: the choices' table, the profile's
 * switches, the unsubscribe link and every sender of such a mail name a kind from here.
 */
export const MARKETING_MAIL_KINDS = ['stock-alerts', 'price-drops', 'cart-reminders'] as const;

export type MarketingMailKind = (typeof MARKETING_MAIL_KINDS)[number];

export interface MarketingMailDescriptor {
  /** Whether an account gets this kind before it ever chose (a guest's default is its sender's to decide). */
  accountDefault: boolean;
  /** The profile switch's label ("Back-in-stock alerts"). */
  label: MessageId;
  /** What the switch covers, under its label. */
  hint: MessageId;
  /** The kind inside a sentence ("You will no longer get back-in-stock alerts"). */
  name: MessageId;
}

export const MARKETING_MAIL_DESCRIPTORS: Readonly<Record<MarketingMailKind, MarketingMailDescriptor>> = {
  'stock-alerts': {
    accountDefault: true,
    label: 'mailKind.stockAlerts.label',
    hint: 'mailKind.stockAlerts.hint',
    name: 'mailKind.stockAlerts.name',
  },
  'price-drops': {
    accountDefault: true,
    label: 'mailKind.priceDrops.label',
    hint: 'mailKind.priceDrops.hint',
    name: 'mailKind.priceDrops.name',
  },
  'cart-reminders': {
    accountDefault: true,
    label: 'mailKind.cartReminders.label',
    hint: 'mailKind.cartReminders.hint',
    name: 'mailKind.cartReminders.name',
  },
};

export function isMarketingMailKind(value: unknown): value is MarketingMailKind {
  return typeof value === 'string' && (MARKETING_MAIL_KINDS as readonly string[]).includes(value);
}

/** Every kind with its account default: what an account that never chose gets. */
export const ACCOUNT_MAIL_DEFAULTS = Object.fromEntries(
  MARKETING_MAIL_KINDS.map((kind) => [kind, MARKETING_MAIL_DESCRIPTORS[kind].accountDefault]),
) as Record<MarketingMailKind, boolean>;

/** The page a marketing mail's unsubscribe link opens, without its language prefix; the token follows. */
export const UNSUBSCRIBE_PAGE_PATH = '/mail/unsubscribe';
