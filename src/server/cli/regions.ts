import { runOperatorTool } from './run-tool';

/**
 * Operator command: `npm run regions -- list | set-tax | add-country | remove-country | set-shipping |
 * remove-shipping | set-cod | set-currency | add-region | remove-region | add-holiday | remove-holiday …` (issue 34). Runs beside
 * the servers, or through the one holding DATA_DIR. The next checkout prices by a change; rendered pages show it within a second.
 */
runOperatorTool('regions');
