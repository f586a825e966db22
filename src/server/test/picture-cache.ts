import path from 'node:path';

/**
 * Where every server the tests start keeps the demo catalogue's pictures rendered to their widths: jest's
 * in-process apps, the process tests' real servers, the benches' and the browser tests' (one cache, keyed by
 * each picture's bytes and written atomically, so they share it and it outlives a run). A server that listens
 * renders every picture it lacks (214 at three widths, about 60 s of CPU on 2 cores): with a cache of its own,
 * each server a test started did that again beside the tests it was started for.
 */
export const TEST_PICTURE_CACHE_DIR = path.resolve(__dirname, '../../../.tmp/test-pictures');
