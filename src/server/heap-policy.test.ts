import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MALLOC_ARENA_MAX, SERVER_NODE_FLAGS } from './heap-policy';

const packageJson = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the memory policy reaches every documented start', () => {
  it('npm start puts the malloc arena cap in the server process environment (glibc reads it before Node starts)', () => {
    expect(packageJson.scripts.start).toMatch(new RegExp(`^MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX} node `));
  });

  it("npm start gives node the server's V8 flags before its script (V8 sizes its heap before any script runs)", () => {
    expect(packageJson.scripts.start).toMatch(
      new RegExp(
        `^MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX} node ${SERVER_NODE_FLAGS.join(' ')} --import tsx scripts/start.ts$`,
      ),
    );
  });
});
