import { runOperatorTool } from './run-tool';

/**
 * Operator command: `npm run orders -- list | find | set-status | returns | set-return-status` (see
 * OPERATOR_USAGE). With DATABASE_URL it works beside running servers; on the embedded database it goes
 * through the server that holds DATA_DIR, or opens the directory itself when none does.
 */
runOperatorTool('orders');
