import type { AppContext, ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { badRequest } from '../../http/errors';
import {
  getAdminSettings,
  RATE_CURRENCIES,
  type SettingsRates,
  type SettingsRegion,
  setAdminRate,
} from '../../../core/contracts/admin/settings';
import { shopDetails } from '../orders';
import { parseRates, ratesRepository, setRates, staleRates } from '../rates';
import { regionsRepository } from '../regions';
import { staffActor } from '../staff';

/** Each shop currency's rate, when it was set and whether it is stale (as `npm run rates -- list` says). */
async function ratesNow(ctx: AppContext): Promise<SettingsRates> {
  const rates = await ratesRepository(ctx.db).list();
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
      };
    }),
  };
}

async function regionsNow(ctx: AppContext): Promise<SettingsRegion[]> {
  const regions = await regionsRepository(ctx.db).regions();
  return regions.map((region) => ({
    id: region.id,
    name: region.name,
    tax: region.tax,
    countries: region.countries.map(({ country, rateBasisPoints }) => ({ country, rateBasisPoints })),
    shipping: region.shipping,
    cashOnDeliveryFeeCents: region.cashOnDelivery?.feeCents ?? null,
  }));
}

/**
 * GET /api/admin/settings and PUT /api/admin/settings/rates/:currency (owners): what the shop runs
 * with. Rates are set by the rates module's setRates, as `npm run rates` sets them; regions
 * (`npm run regions`) and the shop's details (the environment) are only shown.
 */
const settingsRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, getAdminSettings),
    handler: async () => ({
      rates: await ratesNow(ctx),
      regions: await regionsNow(ctx),
      shop: { ...shopDetails(ctx.config), timeZone: ctx.config.shopTimeZone },
    }),
  });

  app.route({
    ...fromContract(app, setAdminRate),
    handler: async (request) => {
      const now = ctx.now();
      const parsed = parseRates([[request.params.currency, request.body.unitsPerUsd]], now);
      if (typeof parsed === 'string') throw badRequest(parsed, { unitsPerUsd: parsed });
      await setRates(ctx.db, parsed, staffActor(request), now);
      return ratesNow(ctx);
    },
  });
};

export default settingsRoutes;
