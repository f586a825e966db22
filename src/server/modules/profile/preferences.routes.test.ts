import { withTestApp, createTestUser } from '../../test/harness';
import { call } from '../auth/test-support';

const t = withTestApp();

const patch = (token: string | undefined, body: unknown) => call(t, 'PATCH', '/api/user/preferences', { token, body });

describe('PATCH /api/user/preferences (the header language and currency picker)', () => {
  it('changes language and currency on an unfinished profile and leaves the rest', async () => {
    const user = await createTestUser(t.ctx);
    const { status, body } = await patch(user.token, { language: 'ar' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      user: { id: user.id, address: { street: '' }, preferences: { language: 'ar', currency: 'USD' } },
    });
    await patch(user.token, { currency: 'EGP' });
    const profile = await call(t, 'GET', '/api/user/profile', { token: user.token });
    expect(profile.body).toMatchObject({ preferences: { language: 'ar', currency: 'EGP', emailNotifications: true } });
  });

  it('refuses a language or currency the shop does not offer, changing nothing', async () => {
    const user = await createTestUser(t.ctx);
    expect((await patch(user.token, { language: 'tlh' })).status).toBe(400);
    expect((await patch(user.token, { currency: 'BTC' })).status).toBe(400);
    const profile = await call(t, 'GET', '/api/user/profile', { token: user.token });
    expect(profile.body).toMatchObject({ preferences: { language: 'en', currency: 'USD' } });
  });

  it('answers 401 without a session', async () => {
    expect((await patch(undefined, { language: 'fr' })).status).toBe(401);
  });
});
