/**
 * The one setter of each change to a region's delivery terms (issue 52): `npm run regions` and the console's
 * delivery-terms screen both call these. Each validates by the shared rules (universal/validation/
 * delivery-terms-schema), writes in one transaction with one audit entry (before → after) and raises the
 * catalogue version in it: the rendered pages, cached per catalogue generation, embed the delivery terms, so
 * every instance renders them again (this one at once, the others within a second). A refusal writes nothing.
 */
import type { AnyObjectSchema } from 'yup';
import type { Database, Queryable } from '../../db/database';
import type { CashOnDelivery, DeliveryOption, ShippingRate } from '../../../universal/delivery-terms';
import type { IsoDay } from '../../../universal/delivery-dates';
import {
  cashOnDeliverySchema,
  countryPlacementSchema,
  countryTaxSchema,
  holidaySchema,
  type NewRegionValues,
  newRegionSchema,
  returnLogisticsSchema,
  shippingRateSchema,
  tidyText,
} from '../../../universal/validation/delivery-terms-schema';
import { type AuditActor, recordAudit } from '../audit';
import { bumpCatalogueVersion, noteCatalogueChanged } from '../catalogue';
import {
  type CountryTax,
  type Holiday,
  type RegionTax,
  regionsRepository,
  type RegionsRepository,
  type ReturnLogistics,
  type SettledRegion,
} from './repository';

type LockedRegion = NonNullable<Awaited<ReturnType<RegionsRepository['lockRegion']>>>;

/** What a setter did: the change with what it was and is, or why it changed nothing. */
export type TermsChange<Before, After = Before> =
  | { kind: 'changed'; region: LockedRegion; before: Before; after: After }
  | { kind: 'no-region'; known: string[] }
  | { kind: 'refused'; reason: TermsRefusal };

/** Why a change was refused: by the shared rules ('invalid'), or by what only the database knows. */
export type TermsRefusal =
  | 'invalid'
  /** The country is not one the shop delivers to (in this region). */
  | 'no-country'
  /** A country would go to a region offering no delivery option. */
  | 'no-options'
  /** The region does not offer that option. */
  | 'not-offered'
  /** A region keeps at least one option. */
  | 'last-option'
  /** A region still holding countries is not removed. */
  | 'holds-countries'
  /** The shop keeps at least one region, and delivers to at least one country. */
  | 'last-region'
  | 'last-country'
  /** A region of that id exists. */
  | 'taken'
  /** A holiday in the past (the shop's today): orders placed kept the days they were promised. */
  | 'past-day'
  | 'no-holiday'
  /** The value is the one there already. */
  | 'unchanged';

/** Who changes the terms, when, on which database: the terminal's or a staff member's request. */
export interface TermsBy {
  db: Database;
  actor: AuditActor;
  at: Date;
}

interface Subject {
  action: string;
  objectType: 'region' | 'country';
  objectId: string;
}

/** A change's before and after, or why it was refused. */
type Done<Before, After> = { before: Before; after: After } | TermsRefusal;

/** The work of one change on the locked region: before → after, or a refusal. */
type Work<Before, After> = (regions: RegionsRepository, region: LockedRegion) => Promise<Done<Before, After>>;

/** True when the value passes the shared rules (the terminal's parsers and the console's body check say why). */
const valid = (schema: AnyObjectSchema, value: unknown) => schema.isValidSync(value, { strict: true });

/**
 * One change in one transaction: `work` locks and reads what it checks, then writes; a change made raises the
 * catalogue version and records its one entry there, and is noted after the commit.
 */
async function audited<Before, After>(
  { db, actor, at }: TermsBy,
  subject: Subject,
  work: (tx: Queryable) => Promise<TermsChange<Before, After>>,
): Promise<TermsChange<Before, After>> {
  const outcome = await db.transaction(async (tx): Promise<TermsChange<Before, After>> => {
    const done = await work(tx);
    if (done.kind !== 'changed') return done;
    await bumpCatalogueVersion(tx);
    await recordAudit(tx, actor, { ...subject, before: done.before, after: done.after }, at);
    return done;
  });
  if (outcome.kind === 'changed') noteCatalogueChanged();
  return outcome;
}

/** Every region's id, for an unknown one's answer. */
const noRegion = async (regions: RegionsRepository) => ({
  kind: 'no-region' as const,
  known: (await regions.regions()).map((entry) => entry.id),
});

/** A change to one region: its row is locked first, then `work` checks and writes. */
function changeTerms<Before, After>(
  by: TermsBy,
  regionId: string,
  subject: Subject,
  work: Work<Before, After>,
): Promise<TermsChange<Before, After>> {
  return audited(by, subject, async (tx) => {
    const regions = regionsRepository(tx);
    const region = await regions.lockRegion(regionId);
    if (!region) return noRegion(regions);
    const done = await work(regions, region);
    if (typeof done === 'string') return { kind: 'refused', reason: done };
    return { kind: 'changed', region, ...done };
  });
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
  by: TermsBy,
  regionId: string,
  input: ShippingRateInput,
): Promise<TermsChange<ShippingRate | null, ShippingRate>> {
  return changeTerms(
    by,
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

/** Cash on delivery as set: its fee, and its order limits (null: none; left out: the region's own). */
export interface CashOnDeliveryInput {
  feeCents: number;
  minOrderCents?: number | null;
  maxOrderCents?: number | null;
}

/**
 * Lets a region's shoppers pay the courier in cash for a fee (0: none), for orders totalling from its least to
 * its most (decision 0128), or stops it (null). Audited 'region.set-cod', the terms before and after.
 */
export function setCashOnDelivery(
  by: TermsBy,
  regionId: string,
  input: CashOnDeliveryInput | null,
): Promise<TermsChange<CashOnDelivery | null>> {
  return changeTerms(
    by,
    regionId,
    { action: 'region.set-cod', objectType: 'region', objectId: regionId },
    async (regions, region) => {
      const before = region.cashOnDelivery;
      const min = input?.minOrderCents === undefined ? (before?.minOrderCents ?? null) : input.minOrderCents;
      const max = input?.maxOrderCents === undefined ? (before?.maxOrderCents ?? null) : input.maxOrderCents;
      const wire = { enabled: input !== null, feeCents: input?.feeCents ?? 0, minOrderCents: min, maxOrderCents: max };
      if (!valid(cashOnDeliverySchema, wire)) return 'invalid';
      const after: CashOnDelivery | null = input && {
        feeCents: input.feeCents,
        ...(min !== null && { minOrderCents: min }),
        ...(max !== null && { maxOrderCents: max }),
      };
      await regions.setCashOnDelivery(region.id, after);
      return { before, after };
    },
  );
}

/** Which region holds a country the shop delivers to, or undefined. */
async function regionOfCountry(db: Database, country: string): Promise<string | undefined> {
  return (await regionsRepository(db).lockCountries()).find((entry) => entry.country === country)?.regionId;
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
  by: TermsBy,
  country: string,
  rateBasisPoints: number,
  regionId?: string,
): Promise<TermsChange<CountryTaxEntry>> {
  const regionOf = regionId ?? (await regionOfCountry(by.db, country));
  if (regionOf === undefined) return { kind: 'refused', reason: 'no-country' };
  return changeTerms(
    by,
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

/**
 * Delivers to a country from a region, taxed at a rate: adds it, moves it from another region, or sets its rate
 * where it is already. Only a country whose addresses checkout takes, into a region offering an option.
 * Audited 'region.add-country' on the country: where it was (null: nowhere) and is.
 */
export function addCountry(
  by: TermsBy,
  regionId: string,
  country: string,
  rateBasisPoints: number,
): Promise<TermsChange<CountryTax | null, CountryTax>> {
  return changeTerms(
    by,
    regionId,
    { action: 'region.add-country', objectType: 'country', objectId: country },
    async (regions, region) => {
      if (!valid(countryPlacementSchema, { country, rateBasisPoints })) return 'invalid';
      if ((await regions.shippingRates(region.id)).length === 0) return 'no-options';
      const before = (await regions.lockCountries()).find((entry) => entry.country === country) ?? null;
      const after = { country, regionId: region.id, rateBasisPoints };
      if (before?.regionId === after.regionId && before.rateBasisPoints === rateBasisPoints) return 'unchanged';
      await regions.placeCountry(after);
      return { before, after };
    },
  );
}

/**
 * The shop stops delivering to a country (of `regionId`, when given). The shop keeps at least one: the last is
 * refused. Orders placed keep their terms. Audited 'region.remove-country' on the country (after: null).
 */
export async function removeCountry(
  by: TermsBy,
  country: string,
  regionId?: string,
): Promise<TermsChange<CountryTax, null>> {
  const regionOf = regionId ?? (await regionOfCountry(by.db, country));
  if (regionOf === undefined) return { kind: 'refused', reason: 'no-country' };
  return changeTerms(
    by,
    regionOf,
    { action: 'region.remove-country', objectType: 'country', objectId: country },
    async (regions, region) => {
      const countries = await regions.lockCountries();
      const before = countries.find((entry) => entry.country === country);
      if (!before || before.regionId !== region.id) return 'no-country';
      if (countries.length === 1) return 'last-country';
      await regions.removeCountry(country);
      return { before, after: null };
    },
  );
}

/**
 * Takes a delivery option away from a region; a region keeps at least one. Audited 'region.remove-shipping'
 * (the option's terms before; after: null).
 */
export function removeShippingRate(
  by: TermsBy,
  regionId: string,
  option: DeliveryOption,
): Promise<TermsChange<ShippingRate, null>> {
  return changeTerms(
    by,
    regionId,
    { action: 'region.remove-shipping', objectType: 'region', objectId: regionId },
    async (regions, region) => {
      const offered = await regions.shippingRates(region.id);
      const before = offered.find((rate) => rate.option === option);
      if (!before) return 'not-offered';
      if (offered.length === 1) return 'last-option';
      await regions.removeShippingRate(region.id, option);
      return { before, after: null };
    },
  );
}

/** How a region taxes, by the convention an owner chose. */
const TAX_OF: Record<NewRegionValues['tax'], RegionTax> = {
  'vat-included': { kind: 'vat', included: true },
  'tax-added': { kind: 'sales-tax', included: false },
};

/**
 * Adds a region with no countries and no options (its options come next, then its countries). Audited
 * 'region.add-region' (before: null; after: its id, name, tax and currency).
 */
export function addRegion(by: TermsBy, values: NewRegionValues): Promise<TermsChange<null, SettledRegion>> {
  const name = tidyText(values.name) ?? '';
  return audited(by, { action: 'region.add-region', objectType: 'region', objectId: values.id }, async (tx) => {
    if (!valid(newRegionSchema, { ...values, name })) return { kind: 'refused', reason: 'invalid' };
    const regions = regionsRepository(tx);
    const after = { id: values.id, name, tax: TAX_OF[values.tax], currency: values.currency };
    if (!(await regions.addRegion(after))) return { kind: 'refused', reason: 'taken' };
    const region = await regions.lockRegion(values.id);
    if (!region) throw new Error(`region ${values.id} was added and is not there`);
    return { kind: 'changed', region, before: null, after };
  });
}

/** A removed region as the trail keeps it: what it was, with the options and holidays that went with it. */
export interface RemovedRegion extends SettledRegion {
  shipping: ShippingRate[];
}

/**
 * Removes a region once it holds no country (move them or stop delivering there first: orders placed keep their
 * terms), never the last. Its options and holidays go with it. Every region's row is locked first, in id order,
 * so two removals cannot each leave the other the last. Audited 'region.remove-region' (after: null).
 */
export function removeRegion(by: TermsBy, regionId: string): Promise<TermsChange<RemovedRegion, null>> {
  return audited(by, { action: 'region.remove-region', objectType: 'region', objectId: regionId }, async (tx) => {
    const regions = regionsRepository(tx);
    const count = await regions.lockRegionCount();
    const region = await regions.lockRegion(regionId);
    if (!region) return noRegion(regions);
    if (count === 1) return { kind: 'refused', reason: 'last-region' };
    if ((await regions.lockCountries()).some((entry) => entry.regionId === region.id))
      return { kind: 'refused', reason: 'holds-countries' };
    const { id, name, tax, currency } = region;
    const before = { id, name, tax, currency, shipping: await regions.shippingRates(region.id) };
    await regions.removeRegion(region.id);
    return { kind: 'changed', region, before, after: null };
  });
}

/**
 * Makes a day from the shop's `today` on a holiday of a region (nothing leaves or arrives that day), or renames
 * the day's holiday. Audited 'region.add-holiday' on the region (the day's holiday before, null when none).
 */
export function setHoliday(
  by: TermsBy,
  regionId: string,
  holiday: { day: IsoDay; name: string },
  today: IsoDay,
): Promise<TermsChange<Holiday | null, Holiday>> {
  const name = tidyText(holiday.name) ?? '';
  return changeTerms(
    by,
    regionId,
    { action: 'region.add-holiday', objectType: 'region', objectId: regionId },
    async (regions, region) => {
      if (!valid(holidaySchema, { day: holiday.day, name })) return 'invalid';
      if (holiday.day < today) return 'past-day';
      const before = (await regions.holiday(region.id, holiday.day)) ?? null;
      if (before?.name === name) return 'unchanged';
      const after = { regionId: region.id, day: holiday.day, name };
      await regions.saveHoliday(after);
      return { before, after };
    },
  );
}

/** A region's holiday from the shop's `today` on is a working day again. Audited 'region.remove-holiday'. */
export function removeHoliday(
  by: TermsBy,
  regionId: string,
  day: IsoDay,
  today: IsoDay,
): Promise<TermsChange<Holiday, null>> {
  return changeTerms(
    by,
    regionId,
    { action: 'region.remove-holiday', objectType: 'region', objectId: regionId },
    async (regions, region) => {
      if (day < today) return 'past-day';
      const before = await regions.holiday(region.id, day);
      if (!before) return 'no-holiday';
      await regions.removeHoliday(region.id, day);
      return { before, after: null };
    },
  );
}

/**
 * Sets where a region's returns go and how (decision 0124): any of its return address, instructions (each
 * null: none; spaces tidied) and pickups; what is left out stays. Audited 'region.set-returns', all three
 * before and after. Returns already approved keep what their shopper was told.
 */
export function setReturnLogistics(
  by: TermsBy,
  regionId: string,
  change: Partial<ReturnLogistics>,
): Promise<TermsChange<ReturnLogistics>> {
  return changeTerms(
    by,
    regionId,
    { action: 'region.set-returns', objectType: 'region', objectId: regionId },
    async (regions, region) => {
      const before = {
        returnAddress: region.returnAddress,
        returnInstructions: region.returnInstructions,
        returnPickups: region.returnPickups,
      };
      const after = {
        returnAddress: change.returnAddress === undefined ? before.returnAddress : tidyText(change.returnAddress),
        returnInstructions:
          change.returnInstructions === undefined ? before.returnInstructions : tidyText(change.returnInstructions),
        returnPickups: change.returnPickups ?? before.returnPickups,
      };
      if (!valid(returnLogisticsSchema, after)) return 'invalid';
      if (
        after.returnAddress === before.returnAddress &&
        after.returnInstructions === before.returnInstructions &&
        after.returnPickups === before.returnPickups
      )
        return 'unchanged';
      await regions.setReturnLogistics(region.id, after);
      return { before, after };
    },
  );
}
