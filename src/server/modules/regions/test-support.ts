import type { DeliveryTermsList } from '../../../universal/contracts/shop';
import type { TestApp } from '../../test/harness';
import { runRegionsCommand } from './operator';

/** `npm run regions -- …` on the test app's database, at its clock's time in the shop's time zone. */
export const regionsCommand =
  (t: TestApp) =>
  (...args: string[]) =>
    runRegionsCommand(t.db, args, { now: t.clock.now(), timeZone: t.ctx.config.shopTimeZone });

/** What GET /catalog/delivery answers now (each country's terms, the shop's time zone). */
export async function deliveryTerms(t: TestApp): Promise<DeliveryTermsList> {
  const response = await t.app.inject({ method: 'GET', url: '/catalog/delivery' });
  expect(response.statusCode).toBe(200);
  return response.json<DeliveryTermsList>();
}
