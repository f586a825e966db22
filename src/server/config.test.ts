import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with nothing configured', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/shop/data'),
      pictureCacheDir: path.resolve('/srv/shop/data/pictures'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      redisUrl: undefined,
      ratesMaxAgeHours: 48,
    });
    expect(loadConfig({ RATES_MAX_AGE_HOURS: '6' }).ratesMaxAgeHours).toBe(6);
    expect(loadConfig({}).catalogueMaxInMemory).toBeUndefined();
    expect(loadConfig({ CATALOGUE_MAX_IN_MEMORY: '0' }).catalogueMaxInMemory).toBe(0);
  });

  it('keeps the rendered pictures under the data directory unless told where', () => {
    expect(loadConfig({ DATA_DIR: '/var/shop' }, '/srv/shop').pictureCacheDir).toBe(path.resolve('/var/shop/pictures'));
    expect(loadConfig({ PICTURE_CACHE_DIR: 'cache/pictures' }, '/srv/shop').pictureCacheDir).toBe(
      path.resolve('/srv/shop/cache/pictures'),
    );
    expect(loadConfig({ DATA_DIR: '/var/shop' }, '/srv/shop').pictureUploadDir).toBe(path.resolve('/var/shop/uploads'));
    expect(loadConfig({ PICTURE_UPLOAD_DIR: 'pictures/own' }, '/srv/shop').pictureUploadDir).toBe(
      path.resolve('/srv/shop/pictures/own'),
    );
  });

  it('derives the public URL from the port and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8081' }).publicUrl).toBe('http://localhost:8081');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe('https://shop.example.com');
  });

  it("keeps the shop's time zone by its canonical name, Cairo unless told", () => {
    expect(loadConfig({}).shopTimeZone).toBe('Africa/Cairo');
    expect(loadConfig({ SHOP_TIMEZONE: ' europe/london ' }).shopTimeZone).toBe('Europe/London');
  });

  it('reads which proxies to trust', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['SMTP_URL', 'http://mail'],
    ['REDIS_URL', 'localhost:6379'],
    ['CATALOGUE_MAX_IN_MEMORY', '-5'],
    ['CATALOGUE_MAX_IN_MEMORY', '1e9'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'the load balancer'],
    ['RATES_MAX_AGE_HOURS', '0'],
    ['RATES_MAX_AGE_HOURS', '1.5'],
    ['TOKEN_SECRET', 'too-short-to-sign-sessions'],
    ['TOKEN_SECRET_PREVIOUS', 'short'],
    ['SHOP_TIMEZONE', 'Cairo'],
    ['SHOP_TIMEZONE', 'Mars/Olympus_Mons'],
  ])('stops on a bad %s (%s) with a message naming the variable', (variable, value) => {
    const load = () => loadConfig({ [variable]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^Invalid ${variable}:`));
  });

  describe('TOKEN_SECRET', () => {
    const secret = 'c'.repeat(32);

    it('is optional outside production (the database keeps a generated one)', () => {
      expect(loadConfig({}).tokenSecret).toBeUndefined();
      expect(loadConfig({ TOKEN_SECRET: secret, TOKEN_SECRET_PREVIOUS: 'p'.repeat(40) })).toMatchObject({
        tokenSecret: secret,
        tokenSecretPrevious: 'p'.repeat(40),
      });
    });

    it('stops a production start without one, saying how to make one', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /^Invalid TOKEN_SECRET: required when NODE_ENV=production: set it to at least 32 random characters/,
      );
      expect(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: secret }).tokenSecret).toBe(secret);
    });

    it('names the length it wants when too short', () => {
      expect(() => loadConfig({ TOKEN_SECRET: 'x'.repeat(31) })).toThrow(
        'Invalid TOKEN_SECRET: expected at least 32 characters (e.g. from `openssl rand -hex 32`), got 31',
      );
    });
  });
});
