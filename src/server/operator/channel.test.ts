import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_SOCKET_PATH_BYTES, operatorSocketPath, parseOperatorRequest } from './channel';
import { argumentsForServer } from './tools';

describe('the socket path', () => {
  it('is operator.sock in DATA_DIR, and refused with what to do when a Unix socket cannot be that long', () => {
    expect(operatorSocketPath('/var/lib/storefront')).toBe('/var/lib/storefront/operator.sock');
    const longest = `/${'d'.repeat(MAX_SOCKET_PATH_BYTES - '/operator.sock'.length - 1)}`;
    expect(Buffer.byteLength(operatorSocketPath(longest))).toBe(MAX_SOCKET_PATH_BYTES);
    expect(() => operatorSocketPath(`${longest}d`)).toThrow(
      /is \d+ bytes long; a Unix socket path may be \d+ at most\. Move DATA_DIR to a shorter path/,
    );
  });
});

describe('a request', () => {
  it('names a tool and its arguments as strings; anything else is not one', () => {
    expect(parseOperatorRequest('{"tool":"orders","args":["list"]}')).toEqual({ tool: 'orders', args: ['list'] });
    for (const text of [
      '',
      'null',
      '{"tool":"orders"}',
      '{"tool":"shell","args":[]}',
      '{"tool":"toString","args":[]}',
      '{"tool":"orders","args":["list",3]}',
    ])
      expect(parseOperatorRequest(text)).toBeUndefined();
  });
});

describe('the arguments sent to the server', () => {
  it("make a rates file named from the operator's directory absolute, and leave a URL and the rest alone", () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'storefront-rates-'));
    writeFileSync(path.join(cwd, 'rates.json'), '{}');
    expect(argumentsForServer('rates', ['import', 'rates.json'], cwd)).toEqual([
      'import',
      path.join(cwd, 'rates.json'),
    ]);
    const url = 'https://example.com/latest?base=USD';
    expect(argumentsForServer('rates', ['import', url], cwd)).toEqual(['import', url]);
    expect(argumentsForServer('rates', ['set', 'EGP', '48.75'], cwd)).toEqual(['set', 'EGP', '48.75']);
    expect(argumentsForServer('orders', ['find', 'rates.json'], cwd)).toEqual(['find', 'rates.json']);
    rmSync(cwd, { recursive: true });
  });
});
