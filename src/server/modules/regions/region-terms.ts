/**
 * The one setter of each change to a region's delivery terms (issue 52): `npm run regions` and the console's
 * delivery-terms screen both call these. Each validates by the shared rules (universal/validation/
 * delivery-terms-schema), writes in one transaction with one audit entry (before → after) and raises the
 * catalogue version in it: the rendered pages, cached per catalogue generation, embed the delivery terms, so
 * every instance renders them again (this one at once, the others within a second). A refusal writes nothing.
 */
import type { AnyObjectSchema } from 'yup';
import type { Database } from '../../db/database';
import type { CashOnDelivery, ShippingRate } from '../../../universal/delivery-terms';
import {
  cashOnDeliverySchema,
  countryTaxSchema,
  shippingRateSchema,
} from '../../../universal/validation/delivery-terms-schema';
import { type AuditActor, recordAudit } from '../audit';
import { bumpCatalogueVersion, noteCatalogueChanged } from '../catalogue';
import { regionsRepository, type RegionsRepository } from './repository';

type LockedRegion = NonNullable<Awaited<ReturnType<RegionsRepository['lockRegion']>>>;

/** What a setter did: the change with what it was and is, or why it changed nothing. */
export type TermsChange<Before, After = Before> =
  | { kind: 'changed'; region: LockedRegion; before: Before; after: After }
  | { kind: 'no-region'; known: string[] }
  | { kind: 'refused'; reason: TermsRefusal };

/** Why a valid change was refused: by what only the database knows. */
export type TermsRefusal = 'no-country' | 'invalid';

interface Subject {
  action: string;
  objectType: 'region' | 'country';
  objectId: string;
}

/** The work of one change on the locked region: before → after, or a refusal. */
type Work<Before, After> = (
  regions: RegionsRepository,
  region: LockedRegion,
) => Promise<{ before: Before; after: After } | TermsRefusal>;

/** True when the value passes the shared rules (the terminal's parsers and the console's body check say why). */
const valid = (schema: AnyObjectSchema, value: unknown) => schema.isValidSync(value, { strict: true });

async function changeTerms<Before, After>(
  db: Database,
  actor: AuditActor,
  at: Date,
  regionId: string,
  subject: Subject,
  work: Work<Before, After>,
): Promise<TermsChange<Before, After>> {
  const outcome = await db.transaction(async (tx): Promise<TermsChange<Before, After>> => {
    const regions = regionsRepository(tx);
    const region = await regions.lockRegion(regionId);
    if (!region) return { kind: 'no-region', known: (await regions.regions()).map((entry) => entry.id) };
    const done = await work(regions, region);
    if (typeof done === 'string') return { kind: 'refused', reason: done };
    await bumpCatalogueVersion(tx);
    await recordAudit(tx, actor, { ...subject, before: done.before, after: done.after }, at);
    return { kind: 'changed', region, ...done };
  });
  if (outcome.kind === 'changed') noteCatalogueChanged();
  return outcome;
}

/** A delivery option as set: a free-delivery threshold or working days left undefined keep the option's own. */
export type ShippingRateInput = Omit<ShippingRate, 'freeOverCents' | 'workingDays'> & {
  freeOverCents?: number | null;
  workingDays?: number[];
};

/** Monday to Friday: a new option's working days when its region offers none yet. */
const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];

/**
 * Adds a delivery option to a region or changes it (price, threshold, days, cut-off, working days). A new
 * option left without a threshold is never free; without working days, it takes the region's others', else
 * Monday to Friday. Audited as 'region.set-shipping' (the option before, null when new, and after).
 */
export function setShippingRate(
  db: Database,
  actor: AuditActor,
  at: Date,
  regionId: string,
  input: ShippingRateInput,
): Promise<TermsChange<ShippingRate | null, ShippingRate>> {
  return changeTerms(
    db,
    actor,
    at,
    regionId,
    { action: 'region.set-shipping', objectType: 'region', objectId: regionId },
    async (regions, region) => {
      const offered = await regions.shippingRates(region.id);
      const before = offered.find((rate) => rate.option === input.option) ?? null;
      const after: ShippingRate = {
        option: input.option,
        priceCents: input.priceCents,
        minDays: input.minDays,
        maxDays: input.maxDays,
        cutoffHour: input.cutoffHour,
        freeOverCents: input.freeOverCents === undefined ? (before?.freeOverCents ?? null) : input.freeOverCents,
        workingDays: [
          ...(input.workingDays ?? before?.workingDays ?? offered[0]?.workingDays ?? MONDAY_TO_FRIDAY),
        ].sort((a, b) => a - b),
      };
      if (!valid(shippingRateSchema, after)) return 'invalid';
      await regions.saveShippingRate(region.id, after);
      return { before, after };
    },
  );
}

/** Lets a region's shoppers pay the courier in cash for a fee (0: none), or stops it (null). Audited 'region.set-cod'. */
export function setCashOnDelivery(
  db: Database,
  actor: AuditActor,
  at: Date,
  regionId: string,
  cod: CashOnDelivery | null,
): Promise<TermsChange<CashOnDelivery | null>> {
  return changeTerms(
    db,
    actor,
    at,
    regionId,
    { action: 'region.set-cod', objectType: 'region', objectId: regionId },
    async (regions, region) => {
      if (!valid(cashOnDeliverySchema, { enabled: cod !== null, feeCents: cod?.feeCents ?? 0 })) return 'invalid';
      await regions.setCashOnDelivery(region.id, cod);
      return { before: region.cashOnDelivery, after: cod };
    },
  );
}

/** A country's tax rate as the trail keeps it. */
export interface CountryTaxEntry {
  country: string;
  rateBasisPoints: number;
}

/**
 * Sets the tax rate of a country the shop delivers to (in its region). Audited 'region.set-tax' on the
 * country; a country the shop does not deliver to, or not in this region, is refused ('no-country').
 */
export async function setCountryTax(
  db: Database,
  actor: AuditActor,
  at: Date,
  country: string,
  rateBasisPoints: number,
  regionId?: string,
): Promise<TermsChange<CountryTaxEntry>> {
  const regionOf =
    regionId ?? (await regionsRepository(db).lockCountries()).find((e) => e.country === country)?.regionId;
  if (regionOf === undefined) return { kind: 'refused', reason: 'no-country' };
  return changeTerms(
    db,
    actor,
    at,
    regionOf,
    { action: 'region.set-tax', objectType: 'country', objectId: country },
    async (regions, region) => {
      if (!valid(countryTaxSchema, { rateBasisPoints })) return 'invalid';
      const current = (await regions.lockCountries()).find((entry) => entry.country === country);
      if (!current || current.regionId !== region.id) return 'no-country';
      await regions.placeCountry({ ...current, rateBasisPoints });
      return { before: { country, rateBasisPoints: current.rateBasisPoints }, after: { country, rateBasisPoints } };
    },
  );
}
