import { openPglite } from './pglite';

it('runs the embedded engine with its own server settings and the shop session settings', async () => {
  const db = await openPglite();
  try {
    const [buffers] = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(buffers?.shared_buffers).toBe('32MB');
    const [cost] = await db.query<{ random_page_cost: string }>('SHOW random_page_cost');
    expect(cost?.random_page_cost).toBe('1.1');
  } finally {
    await db.close();
  }
});
