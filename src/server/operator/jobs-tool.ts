import type { Database } from '../db/database';
import { loadTokenKeys } from '../modules/auth';
import { remindAbandonedCarts } from '../modules/cart';
import { mailPriceDrops } from '../modules/wishlist';
import { type CommandResult, commandArguments, usageError } from '../operator-command';
import type { Config } from '../config';

export const JOBS_USAGE = `Usage:
  npm run jobs -- run cart-reminders [--hours <0-720>]   remind carts left unchanged for CART_REMINDER_HOURS, or --hours
  npm run jobs -- run price-drops                         price every wish-listed variant and mail the drops`;

const usage = (problem: string): CommandResult => usageError(problem, JOBS_USAGE);

/**
 * `npm run jobs -- run <name>` (decision 0121): one run of a marketing job now, beside its schedule, as the
 * queue runs it (src/server/shop-jobs.ts), with the shop's settings. Each is safe beside a scheduled run (its
 * claims make every mail go once). `--hours` reminds carts left unchanged for fewer hours than configured: an
 * operator's catch-up after an outage, and how the browser tests reach a cart left "a day" in seconds.
 */
export async function runJobsCommand(
  db: Database,
  args: string[],
  { config, now }: { config: Config; now: Date },
): Promise<CommandResult> {
  const parsed = commandArguments(args, { values: ['--hours'] });
  if (typeof parsed === 'string') return usage(parsed);
  const [command, name, ...rest] = parsed.positional;
  if (command !== 'run' || rest.length > 0) return usage('jobs takes: run <name>');
  const tokenKeys = await loadTokenKeys(db, config);
  const clock = () => now;
  if (name === 'cart-reminders') {
    const given = parsed.values.get('--hours');
    if (given !== undefined && !(/^\d+$/.test(given) && Number(given) <= 720))
      return usage('--hours is a whole number of hours, 0 to 720');
    const hours = given === undefined ? config.cartReminderHours : Number(given);
    const mailed = await remindAbandonedCarts(db, {
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
      tokenKeys,
      hours,
      now: clock,
    });
    return { exitCode: 0, output: `cart-reminders: ${mailed} reminders queued (carts unchanged for ${hours} h)` };
  }
  if (name === 'price-drops') {
    if (parsed.values.size > 0) return usage('price-drops takes no option');
    const run = await mailPriceDrops(db, {
      share: config.priceDropShare,
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
      tokenKeys,
      now: clock,
    });
    return {
      exitCode: 0,
      output: `price-drops: ${run.measured} prices measured first, ${run.dropped} drops, ${run.mailed} mails queued`,
    };
  }
  return usage(`no job named ${name ?? '(none)'}: cart-reminders or price-drops`);
}
