import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { failOnConsoleError } from './fail-on-console-error';

// jsdom lacks these; react-router and RTK Query use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

failOnConsoleError();
