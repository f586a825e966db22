import { runOperatorTool } from './run-tool';

/**
 * Operator command: `npm run rates -- list | set <CUR> <rate> … | import <file | url> | rounding <CUR> <rule>`. Exits 1 when
 * a rate is stale, so a scheduled job notices. Runs beside the servers, or through the one holding DATA_DIR.
 */
runOperatorTool('rates');
