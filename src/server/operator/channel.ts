import path from 'node:path';
import { isOperatorToolName, type OperatorToolName } from './tools';

/**
 * The operator channel (docs/decisions/0073): a server on the embedded database listens on a Unix
 * socket in its DATA_DIR, readable and writable by its own user only. An operator command finding the
 * directory locked sends it one request per connection and prints the answer, a CommandResult.
 */
export interface OperatorRequest {
  tool: OperatorToolName;
  args: string[];
}

/** A request is a few words typed by an operator: anything larger is not one. */
export const MAX_REQUEST_BYTES = 64 * 1024;

/**
 * The longest path a Unix socket can be bound or reached at (sun_path, less its closing NUL): 107 bytes
 * on Linux, 103 on macOS and the BSDs.
 */
export const MAX_SOCKET_PATH_BYTES = process.platform === 'linux' ? 107 : 103;

export class SocketPathTooLongError extends Error {
  constructor(socketPath: string) {
    super(
      `The operator channel's socket ${socketPath} is ${Buffer.byteLength(socketPath)} bytes long; a Unix socket ` +
        `path may be ${MAX_SOCKET_PATH_BYTES} at most. Move DATA_DIR to a shorter path for operator commands ` +
        'to reach the running server; until then they need the server stopped.',
    );
  }
}

/** Where the server holding `dataDir` listens; throws SocketPathTooLongError when no socket can be there. */
export function operatorSocketPath(dataDir: string): string {
  const socketPath = path.resolve(dataDir, 'operator.sock');
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) throw new SocketPathTooLongError(socketPath);
  return socketPath;
}

/** The request in `text`, or undefined when it is not one. */
export function parseOperatorRequest(text: string): OperatorRequest | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { tool, args } = value as Record<string, unknown>;
  if (!isOperatorToolName(tool)) return undefined;
  if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) return undefined;
  return { tool, args: args as string[] };
}
