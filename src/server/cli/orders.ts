import { runOrdersCommand } from '../modules/orders/operator';
import { exitWith, withDatabase } from './with-database';

/**
 * Operator command: `npm run orders -- list [--status s]` and `npm run orders -- set-status <id> <status>`.
 * On the embedded database it refuses to run while a server holds DATA_DIR (stop the server first);
 * with DATABASE_URL it works beside running servers.
 */
async function run(args: string[]): Promise<void> {
  const result = await withDatabase((db, config) => runOrdersCommand(db, args, new Date(), config.publicUrl));
  if (result.exitCode === 0) console.log(result.output);
  else console.error(result.output);
  process.exit(result.exitCode);
}

run(process.argv.slice(2)).catch(exitWith);
