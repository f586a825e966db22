import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where every server the tests start keeps the demo catalogue's pictures rendered to their widths: jest's
 * in-process apps, the process tests' real servers, the benches' and the browser tests' (one cache, keyed by
 * each picture's bytes and written atomically, so they share it and it outlives a run). A server that listens
 * renders every picture it lacks (214 at three widths, about 60 s of CPU on 2 cores): with a cache of its own,
 * each server a test started did that again beside the tests it was started for.
 *
 * It lives outside the checkout, as jest's and tsx's own caches do, so a fresh clone on a machine that ran
 * the tests before renders nothing again (decision 0067). A picture's key holds its bytes, the widths, the
 * quality and sharp's version: a cached rendering of other bytes or settings is never served.
 * TEST_PICTURE_CACHE_DIR names another place.
 */
export const TEST_PICTURE_CACHE_DIR = path.resolve(
  process.env.TEST_PICTURE_CACHE_DIR?.trim() || path.join(tmpdir(), 'storefront-test-cache', 'pictures'),
);
