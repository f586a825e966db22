import { loadConfig } from '../config';
import { runRatesCommand } from '../modules/rates/operator';
import { exitWith, withDatabase } from './with-database';

/**
 * Operator command: `npm run rates -- list | set <CUR> <rate> … | import <file | url>`. Exits 1 when
 * a rate is stale, so a scheduled job notices. On the embedded database, stop the server first.
 */
async function run(args: string[]): Promise<void> {
  const { ratesMaxAgeHours } = loadConfig();
  const result = await withDatabase((db) => runRatesCommand(db, args, new Date(), ratesMaxAgeHours));
  if (result.exitCode === 0) console.log(result.output);
  else console.error(result.output);
  process.exit(result.exitCode);
}

run(process.argv.slice(2)).catch(exitWith);
