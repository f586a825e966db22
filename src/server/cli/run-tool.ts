import { setTimeout as sleep } from 'node:timers/promises';
import { type Config, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import type { CommandResult } from '../operator-command';
import { operatorSocketPath } from '../operator/channel';
import { ChannelNotListeningError, sendToServer } from '../operator/channel-client';
import { argumentsForServer, OPERATOR_TOOLS, type OperatorToolName } from '../operator/tools';
import { exitWith, withDatabase } from './with-database';

/**
 * How long a command waits for the server holding DATA_DIR to open its operator channel: a server
 * takes the lock first, then opens the database, migrates it and builds the app before it listens.
 */
const SERVER_START_WAIT_MS = 10_000;

/**
 * The command on the configured database: in this process when it can open it (PostgreSQL, or an
 * embedded DATA_DIR no server holds), else through the running server that holds it (docs/decisions/0073).
 */
async function runTool(name: OperatorToolName, args: string[], config: Config): Promise<CommandResult> {
  const deadline = Date.now() + SERVER_START_WAIT_MS;
  for (;;) {
    try {
      return await withDatabase(config, (db) => OPERATOR_TOOLS[name].run(args, db, { config, now: new Date() }));
    } catch (locked) {
      if (!(locked instanceof DataDirLockedError)) throw locked;
      try {
        const request = { tool: name, args: argumentsForServer(name, args, process.cwd()) };
        return await sendToServer(operatorSocketPath(config.dataDir), request);
      } catch (error) {
        if (!(error instanceof ChannelNotListeningError)) throw error;
        if (Date.now() >= deadline) throw notAnswering(locked);
      }
      // Still starting, or stopped meanwhile (then the next round opens the database here).
      await sleep(250);
    }
  }
}

function notAnswering(locked: DataDirLockedError): Error {
  return new Error(
    `The server (pid ${locked.pid}) holds the data directory ${locked.dataDir} but does not answer operator ` +
      `commands on ${operatorSocketPath(locked.dataDir)}: it is still starting (try again), or it predates ` +
      'operator commands through the server (stop it to run this one).',
  );
}

/** `npm run <name> -- …`: runs the command, prints its output and exits with its code. */
export function runOperatorTool(name: OperatorToolName): void {
  Promise.resolve()
    .then(() => runTool(name, process.argv.slice(2), loadConfig()))
    .then((result) => {
      if (result.exitCode === 0) console.log(result.output);
      else console.error(result.output);
      process.exit(result.exitCode);
    })
    .catch(exitWith);
}
