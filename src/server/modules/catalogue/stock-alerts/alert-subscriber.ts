import { enqueueMarketingMail } from '../../mail-preferences';
import { type EventSubscriber, subscriber } from '../../../events/domain-events';
import { userRepository } from '../../auth';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../universal/i18n/locale';
import type { StockLine } from '../stock';
import { stockAlertMail } from './alert-mail';
import { type PendingAlert, stockAlertsRepository } from './repository';
import type { Queryable } from '../../../db/database';
import type { TokenKeys } from '../../auth';

/** What the alerts' subscriber is built with: the shop's address for links, the cap's factor and the clock. */
export interface StockAlertSettings {
  publicUrl: string;
  /** The support address every mail's layout gives (SUPPORT_EMAIL). */
  supportEmail: string;
  /** The keys that sign each mail's unsubscribe link. */
  tokenKeys: TokenKeys;
  /** STOCK_ALERT_FACTOR: the most alerts mailed per unit that came back. */
  factor: number;
  now: () => Date;
}

/** Each SKU once, its units added up (a cancelled order may hold two lines of one variant). */
function bySku(lines: readonly StockLine[]): StockLine[] {
  const units = new Map<string, number>();
  for (const line of lines) if (line.quantity > 0) units.set(line.sku, (units.get(line.sku) ?? 0) + line.quantity);
  return [...units].map(([sku, quantity]) => ({ sku, quantity }));
}

/** The alert's language: a signed-in shopper's profile language now, else the page's they asked on. */
async function languageOf(tx: Queryable, alert: PendingAlert): Promise<Locale> {
  const account = alert.userId === null ? undefined : await userRepository(tx).findBuyer(alert.userId);
  const language = account?.language ?? alert.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * Back-in-stock mails (issue 53, docs/decisions/0118): units a stock.changed event put back (its `returned`,
 * never current stock, so a sale mails nobody) mail the variant's oldest pending alerts, at most units ×
 * factor, each in its shopper's language, and spend them with the event's id, in the transaction that
 * records the delivery. A variant sold out again by the time the event is handled mails nobody: its alerts
 * wait for the next units.
 */
export function stockAlertSubscribers(settings: StockAlertSettings): EventSubscriber[] {
  return [
    subscriber(
      'stock-alert-mail',
      'stock.changed',
      async (tx, event) => {
        const alerts = stockAlertsRepository(tx);
        for (const { sku, quantity } of bySku(event.payload.returned ?? [])) {
          const due = await alerts.due(sku, event.id, quantity * settings.factor);
          if (due.length === 0) continue;
          const variant = await alerts.variant(sku);
          if (!variant || variant.stock === 0) continue;
          const sender = {
            tokenKeys: settings.tokenKeys,
            publicUrl: settings.publicUrl,
            supportEmail: settings.supportEmail,
            now: settings.now(),
          };
          for (const alert of due) {
            const locale = await languageOf(tx, alert);
            // Spent whether or not it goes: a mailbox that turned these mails off gets none. A guest who asked
            // for the alert asked for the mail.
            const mail = stockAlertMail(variant, locale, settings.publicUrl);
            await enqueueMarketingMail(
              tx,
              {
                kind: 'stock-alerts',
                to: alert.email,
                accountId: alert.userId ?? undefined,
                guestDefault: true,
                language: locale,
                ...mail,
              },
              sender,
            );
          }
          await alerts.spend(
            due.map((alert) => alert.id),
            event.id,
            settings.now(),
          );
        }
      },
      // A sale puts nothing back: no transaction for it.
      (event) => bySku(event.payload.returned ?? []).length > 0,
    ),
  ];
}
