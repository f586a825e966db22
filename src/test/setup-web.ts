import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { leaveEmotionRulesOut } from './emotion-rules';
import { failOnConsoleError } from './fail-on-console-error';

// jsdom lacks these; react-router and RTK Query use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A failed request is retried once after RTK Query's backoff (240–840 ms), so a screen's error state
// can take close to a second to appear on a quiet machine, and longer with a worker on every core:
// Testing Library's default 1 s wait failed the Help page's error test once in CI. The wait is only
// how long a find keeps looking; a test whose element never appears still fails, after 15 s. 5 s was
// too short at load 10 on 2 cores: the console's customers grid took longer to show its first rows in a
// fresh-clone CI run beside other work (2026-11-28), though it shows them at once on a quiet machine.
configure({ asyncUtilTimeout: 15_000 });

failOnConsoleError();

// Emotion's rules are left out of the document, unless a file keeps them (src/test/emotion-rules.ts).
leaveEmotionRulesOut();
