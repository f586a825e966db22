import type { Database, Queryable } from '../../db/database';
import type { AdminLegalText, SellerDetails } from '../../../universal/contracts/admin/settings';
import type { Locale } from '../../../universal/i18n/locale';
import type { LegalPage } from '../../../universal/legal-pages';
import { type AuditActor, recordAudit } from '../audit';
import { bumpCatalogueVersion, noteCatalogueChanged } from '../catalogue';
import { defaultLegalText } from './default-texts';
import { legalTexts, type StoredLegalText } from './legal-texts';
import { sellerDetailsStore, tidySellerDetails } from '../seller';

/**
 * One change in one transaction, with its audit entry. The legal pages and the seller's details are in
 * rendered pages, which are cached per catalogue generation: a change raises the catalogue version in
 * the same transaction, so every instance renders them again (this one at once, the others within a
 * second), as a change of the delivery terms does (regions/operator.ts).
 */
async function change<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const outcome = await work(tx);
    await bumpCatalogueVersion(tx);
    return outcome;
  });
  noteCatalogueChanged();
  return result;
}

/** Sets the seller's details, audited 'seller.set' before → after. Answers them as stored. */
export function setSellerDetails(
  db: Database,
  actor: AuditActor,
  details: SellerDetails,
  at: Date,
): Promise<SellerDetails> {
  const after = tidySellerDetails(details);
  return change(db, async (tx) => {
    const store = sellerDetailsStore(tx);
    const before = await store.get();
    await store.set(after);
    await recordAudit(tx, actor, { action: 'seller.set', objectType: 'seller', objectId: 'seller', before, after }, at);
    return after;
  });
}

/** A page's text as the console edits it: the owner's, else the default (placeholders unfilled). */
export function adminLegalText(page: LegalPage, locale: Locale, stored: StoredLegalText | undefined): AdminLegalText {
  return {
    page,
    locale,
    body: stored?.body ?? defaultLegalText(page, locale),
    edited: stored !== undefined,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Sets one page's text in one language, or with null gives it back its default text; audited
 * 'legal.set' (or 'legal.reset') with the text before and after (null: the default).
 */
export function setLegalText(
  db: Database,
  actor: AuditActor,
  target: { page: LegalPage; locale: Locale },
  body: string | null,
  at: Date,
): Promise<AdminLegalText> {
  const { page, locale } = target;
  return change(db, async (tx) => {
    const texts = legalTexts(tx);
    const before = await texts.getForUpdate(page, locale);
    const after = body === null ? undefined : { page, locale, body: body.replace(/\r\n?/g, '\n'), updatedAt: at };
    if (after) await texts.set(after);
    else await texts.remove(page, locale);
    await recordAudit(
      tx,
      actor,
      {
        action: after ? 'legal.set' : 'legal.reset',
        objectType: 'legal-page',
        objectId: `${page}/${locale}`,
        before: before?.body ?? null,
        after: after?.body ?? null,
      },
      at,
    );
    return adminLegalText(page, locale, after);
  });
}
