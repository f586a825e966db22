import { spawn } from 'node:child_process';
import path from 'node:path';
import { MALLOC_ARENA_MAX } from '../src/server/heap-policy';

// `npm run dev`: the API server (restarted on change by tsx watch) and the webpack dev server with
// hot reload on :8080, which proxies /api and /catalog to the API server.
const root = path.resolve(__dirname, '..');
const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server/main.ts'], {
    cwd: root,
    env: { MALLOC_ARENA_MAX, ...process.env },
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], {
    cwd: root,
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  }),
);
