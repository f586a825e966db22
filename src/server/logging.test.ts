import { loggerOptions, readyLine } from './logging';

describe('readyLine', () => {
  it.each([
    ['http://127.0.0.1:3000', 'Storefront ready on http://localhost:3000'],
    ['http://0.0.0.0:8080', 'Storefront ready on http://localhost:8080'],
    ['http://[::1]:3000', 'Storefront ready on http://localhost:3000'],
    ['http://192.168.1.20:3000', 'Storefront ready on http://192.168.1.20:3000'],
  ])('%s reads as %p', (address, line) => {
    expect(readyLine(address)).toBe(line);
  });
});

describe('loggerOptions', () => {
  it('writes JSON lines when stdout is not a terminal', () => {
    expect(loggerOptions('info', false)).toEqual({ level: 'info' });
  });

  it('prints readable lines through pino-pretty in a terminal, at the same level', () => {
    expect(loggerOptions('warn', true)).toMatchObject({ level: 'warn', transport: { target: 'pino-pretty' } });
  });
});
