import net from 'node:net';
import type { CommandResult } from '../operator-command';
import type { OperatorRequest } from './channel';

/** Nobody listens on the socket: the server holding the directory is still starting, or predates the channel. */
export class ChannelNotListeningError extends Error {}

function isCommandResult(value: unknown): value is CommandResult {
  if (typeof value !== 'object' || value === null) return false;
  const { exitCode, output } = value as Record<string, unknown>;
  return (exitCode === 0 || exitCode === 1 || exitCode === 2) && typeof output === 'string';
}

/** Sends one command to the server listening on `socketPath` and answers what it printed and its exit code. */
export function sendToServer(socketPath: string, request: OperatorRequest): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath, () => socket.end(JSON.stringify(request)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') reject(new ChannelNotListeningError(error.message));
      else if (error.code === 'EACCES')
        reject(new Error(`${socketPath} is not open to this user: run the command as the user the server runs as.`));
      else reject(error);
    });
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        answer = undefined;
      }
      if (isCommandResult(answer)) resolve(answer);
      else reject(new Error(`The server closed ${socketPath} without an answer (is it shutting down?).`));
    });
  });
}
