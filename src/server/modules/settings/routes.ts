import type { AppContext, ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { fieldRefused, notFound } from '../../http/errors';
import {
  getAdminLegalTexts,
  getAdminSettings,
  RATE_CURRENCIES,
  resetAdminLegalText,
  setAdminLegalText,
  setSellerDetails as setSellerDetailsEndpoint,
  type SettingsRates,
  setAdminRate,
  setAdminRegionCurrency,
  setAdminRounding,
} from '../../../universal/contracts/admin/settings';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { LOCALES } from '../../../universal/i18n/locale';
import { LEGAL_PAGES, LEGAL_PLACEHOLDERS } from '../../../universal/legal-pages';
import { adminLegalText, legalTexts, sellerDetailsStore, setLegalText, setSellerDetails } from '../legal';
import { shopDetails } from '../receipts';
import { parseRates, ratesRepository, setRates, setRounding, staleRates } from '../rates';
import { consoleRegions, setRegionCurrency } from '../regions';
import { staffActor } from '../staff';

/** Each shop currency's rate, when it was set and whether it is stale (as `npm run rates -- list` says). */
async function ratesNow(ctx: AppContext): Promise<SettingsRates> {
  const repository = ratesRepository(ctx.db);
  const rates = await repository.list();
  const rounding = await repository.roundingRules();
  const maxAgeHours = ctx.config.ratesMaxAgeHours;
  const stale = new Set(staleRates(rates, ctx.now(), maxAgeHours).map((entry) => entry.currency));
  const known = new Map(rates.map((rate) => [rate.currency, rate]));
  return {
    maxAgeHours,
    rows: RATE_CURRENCIES.map((currency) => {
      const rate = known.get(currency);
      return {
        currency,
        unitsPerUsd: rate?.unitsPerUsd ?? null,
        setAt: rate?.setAt.toISOString() ?? null,
        stale: stale.has(currency),
        rounding: rounding[currency] ?? 'minor',
      };
    }),
  };
}

/**
 * GET /api/admin/settings and PUT /api/admin/settings/rates/:currency (owners): what the shop runs
 * with. Rates and rounding rules are set by the rates module's setters, as `npm run rates` sets them; a
 * region's currency by the regions module's, as `npm run regions -- set-currency` does; the rest of the
 * regions (`npm run regions`) and the shop's details (the environment) are only shown. The seller's details and
 * the legal pages' texts are set here too, by the legal module (audited; the shop shows them at once).
 */
const settingsRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, getAdminSettings),
    handler: async () => ({
      rates: await ratesNow(ctx),
      regions: await consoleRegions(ctx.db),
      shop: { ...shopDetails(ctx.config), timeZone: ctx.config.shopTimeZone },
      seller: await sellerDetailsStore(ctx.db).get(),
    }),
  });

  app.route({
    ...fromContract(app, setSellerDetailsEndpoint),
    handler: (request) => setSellerDetails(ctx.db, staffActor(request), request.body, ctx.now()),
  });

  app.route({
    ...fromContract(app, getAdminLegalTexts),
    handler: async () => {
      const stored = new Map((await legalTexts(ctx.db).all()).map((text) => [`${text.page}/${text.locale}`, text]));
      return {
        placeholders: [...LEGAL_PLACEHOLDERS],
        texts: LEGAL_PAGES.flatMap((page) =>
          LOCALES.map((locale) => adminLegalText(page, locale, stored.get(`${page}/${locale}`))),
        ),
      };
    },
  });

  app.route({
    ...fromContract(app, setAdminLegalText),
    handler: (request) => setLegalText(ctx.db, staffActor(request), request.params, request.body.body, ctx.now()),
  });

  app.route({
    ...fromContract(app, resetAdminLegalText),
    handler: (request) => setLegalText(ctx.db, staffActor(request), request.params, null, ctx.now()),
  });

  app.route({
    ...fromContract(app, setAdminRate),
    handler: async (request) => {
      const now = ctx.now();
      const parsed = parseRates([[request.params.currency, request.body.unitsPerUsd]], now);
      if (typeof parsed === 'string') throw fieldRefused('unitsPerUsd', parsed);
      await setRates(ctx.db, parsed, staffActor(request), now);
      return ratesNow(ctx);
    },
  });

  app.route({
    ...fromContract(app, setAdminRounding),
    handler: async (request) => {
      await setRounding(ctx.db, request.params.currency, request.body.rounding, staffActor(request), ctx.now());
      return ratesNow(ctx);
    },
  });

  app.route({
    ...fromContract(app, setAdminRegionCurrency),
    handler: async (request) => {
      const { id } = request.params;
      const { currency } = request.body;
      const change = await setRegionCurrency(ctx.db, id, currency, staffActor(request), ctx.now());
      if (change.kind === 'no-region') throw notFound(`There is no region "${id}".`, ERROR_CODES.NOT_FOUND);
      if (change.kind === 'no-rate')
        throw fieldRefused(
          'currency',
          `There is no exchange rate for ${change.currency} to convert the region's delivery prices with: set one first.`,
        );
      return consoleRegions(ctx.db);
    },
  });
};

export default settingsRoutes;
