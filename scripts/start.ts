import { ensureWebBuild } from './web-build';

// `npm start`: build the web app when dist/ is missing or stale, then run the server in this process.
ensureWebBuild();
void import('../src/server/main');
