import { runRatesCommand } from '../modules/rates/operator';
import { runOperatorCommand } from './with-database';

/**
 * Operator command: `npm run rates -- list | set <CUR> <rate> … | import <file | url>`. Exits 1 when
 * a rate is stale, so a scheduled job notices. On the embedded database, stop the server first.
 */
runOperatorCommand((db, config) => runRatesCommand(db, process.argv.slice(2), new Date(), config.ratesMaxAgeHours));
