import { pathToFileURL } from 'node:url';
import { ensureServerBuild, SERVER_ENTRY } from './server-build';
import { ensureWebBuild } from './web-build';

// `npm start`: build the web app and the server when either is missing or stale, then run the built
// server in this process, with stack traces mapped back to src/.
ensureWebBuild();
ensureServerBuild().then(
  () => {
    process.setSourceMapsEnabled(true);
    return import(pathToFileURL(SERVER_ENTRY).href);
  },
  (error: unknown) => {
    console.error('The server could not be built:', error);
    process.exit(1);
  },
);
