import { failOnConsoleError } from './fail-on-console-error';

// Each server test file starts its own database; on a busy 2-core machine that takes seconds, and with
// other work beside CI (load average 15 to 19) starting an embedded database took over 30 s.
jest.setTimeout(60_000);

failOnConsoleError();
