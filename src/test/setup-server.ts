import { failOnConsoleError } from './fail-on-console-error';

// Each server test file starts its own database; on a busy 2-core machine that takes seconds.
jest.setTimeout(30_000);

failOnConsoleError();
