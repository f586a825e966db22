import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { runOrdersCommand } from '../modules/orders';
import { returnCommands } from '../modules/returns';
import { runRatesCommand } from '../modules/rates/operator';
import { runRegionsCommand } from '../modules/regions/operator';
import { runReviewsCommand } from '../modules/reviews/operator';
import { runStaffCommand } from '../modules/staff/operator';
import type { CommandResult } from '../operator-command';
import { catalogueCommandOutsideServer, runCatalogueCommand } from './catalogue-tool';
import { runJobsCommand } from './jobs-tool';

/** What a command runs with besides its database: the configuration of whoever runs it, and the time. */
export interface OperatorContext {
  config: Config;
  now: Date;
}

/** One `npm run <tool> -- …` command set, run alike by its CLI and by the running server (docs/decisions/0073). */
interface OperatorTool {
  run(args: string[], db: Database, context: OperatorContext): Promise<CommandResult>;
  /** Why the running server does not take this command (it must run in a process of its own), if it does not. */
  outsideServer?(args: readonly string[]): string | undefined;
  /** The arguments as the server must read them: a file named relative to the operator's directory, made absolute. */
  forServer?(args: readonly string[], cwd: string): string[];
}

export const OPERATOR_TOOLS = {
  orders: {
    run: (args, db, { now }) => runOrdersCommand(db, args, now, returnCommands),
  },
  reviews: {
    run: (args, db) => runReviewsCommand(db, args),
  },
  catalogue: {
    run: (args, db, { config, now }) => runCatalogueCommand(db, args, config, now),
    outsideServer: catalogueCommandOutsideServer,
  },
  rates: {
    run: (args, db, { config, now }) => runRatesCommand(db, args, now, config.ratesMaxAgeHours),
    // `import <file>` reads the file where the server runs; a URL or a name that is no file here stays as it is.
    forServer: (args, cwd) => {
      const [command, source, ...rest] = args;
      const file = source === undefined ? undefined : path.resolve(cwd, source);
      return command === 'import' && file && existsSync(file) ? [command, file, ...rest] : [...args];
    },
  },
  regions: {
    run: (args, db, { config, now }) => runRegionsCommand(db, args, { now, timeZone: config.shopTimeZone }),
  },
  staff: {
    run: (args, db, { config, now }) => runStaffCommand(db, args, now, config),
  },
  jobs: {
    run: (args, db, context) => runJobsCommand(db, args, context),
  },
} satisfies Record<string, OperatorTool>;

export type OperatorToolName = keyof typeof OPERATOR_TOOLS;

export function isOperatorToolName(name: unknown): name is OperatorToolName {
  return typeof name === 'string' && Object.hasOwn(OPERATOR_TOOLS, name);
}

/** The tool's command as the running server runs it, or the reason it must run in a process of its own. */
export async function runInServer(
  name: OperatorToolName,
  args: string[],
  db: Database,
  context: OperatorContext,
): Promise<CommandResult> {
  const tool: OperatorTool = OPERATOR_TOOLS[name];
  const refusal = tool.outsideServer?.(args);
  return refusal ? { exitCode: 1, output: refusal } : tool.run(args, db, context);
}

/** The arguments the CLI sends the server for `name`, given the directory the operator typed them in. */
export function argumentsForServer(name: OperatorToolName, args: string[], cwd: string): string[] {
  const tool: OperatorTool = OPERATOR_TOOLS[name];
  return tool.forServer ? tool.forServer(args, cwd) : args;
}
