import { runOrdersCommand } from '../modules/orders/operator';
import { runOperatorCommand } from './with-database';

/**
 * Operator command: `npm run orders -- list | find | set-status | returns | set-return-status` (see
 * OPERATOR_USAGE). On the embedded database it refuses to run while a server holds DATA_DIR (stop the
 * server first); with DATABASE_URL it works beside running servers.
 */
runOperatorCommand((db, config) => runOrdersCommand(db, process.argv.slice(2), new Date(), config.publicUrl));
