import { randomBytes, randomUUID } from 'node:crypto';
import { apiCaller, createTestUser, type TestUser, withTestApp } from '../../test/harness';
import { placeTestOrder } from '../../test/checkout-test-support';
import { orderStatusChanges } from '../orders/status-changes';
import { createTestStaff, expectOnlyOwnersAndSupport, listQuery, type TestStaff } from '../staff/test-support';
import type { AdminCustomer, CustomerNote, CustomerRow } from '../../../universal/contracts/admin/customers';
import type { StaffRole } from '../../../universal/staff-roles';
import { TAGS_PER_CUSTOMER } from '../../../universal/customer-care';

// Every test makes staff members and shoppers, each with a password hash: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const t = withTestApp({ publicUrl: 'https://shop.example' });
const consoleCall = apiCaller(t, '');

type Who = Pick<TestUser, 'headers'> | undefined;
type Answer<T> = { status: number; body: T & { message?: string; code?: string } };

async function api<T>(who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): Promise<Answer<T>> {
  const response = await consoleCall(who, method, url, payload);
  return { status: response.statusCode, body: response.json<T & { message?: string; code?: string }>() };
}

const staff = (role: StaffRole = 'support'): Promise<TestStaff> => createTestStaff(t, role);
const shopper = (name = `Shopper ${randomBytes(3).toString('hex')}`) =>
  createTestUser(t.ctx, { name, email: `care-${randomBytes(4).toString('hex')}@example.com` });

const customerPath = (id: string) => `/api/admin/customers/${id}`;
const page = (who: Who, id: string) => api<AdminCustomer>(who, 'GET', customerPath(id));
const addNote = (who: Who, id: string, body: string) =>
  api<CustomerNote>(who, 'POST', `${customerPath(id)}/notes`, { body });
const deleteNote = (who: Who, id: string, noteId: string) =>
  api<{ deleted: string }>(who, 'DELETE', `${customerPath(id)}/notes/${noteId}`);
const addTag = (who: Who, id: string, label: string) =>
  api<{ tags: string[] }>(who, 'POST', `${customerPath(id)}/tags`, { label });
const removeTag = (who: Who, id: string, label: string) =>
  api<{ tags: string[] }>(who, 'DELETE', `${customerPath(id)}/tags/${encodeURIComponent(label)}`);
const search = (who: Who, query: Record<string, string | number>) =>
  api<{ rows: CustomerRow[]; total: number }>(who, 'GET', `/api/admin/customers?${listQuery(query)}`);

const auditOf = (userId: string) =>
  t.db.query<{ action: string; staff_id: string; before: unknown; after: unknown }>(
    `SELECT action, staff_id, before, after FROM audit_log
     WHERE object_type = 'customer' AND object_id = $1 ORDER BY id`,
    [userId],
  );

describe('notes on a customer', () => {
  it('adds a trimmed note, lists notes newest first with author and time, and audits each', async () => {
    const user = await shopper();
    const [amal, omar] = [await staff(), await staff('owner')];
    const first = await addNote(amal, user.id, '  Called about a late parcel.\nPromised a call back.  ');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      body: 'Called about a late parcel.\nPromised a call back.',
      by: amal.email,
      mine: true,
      at: t.clock.now().toISOString(),
    });
    t.clock.advance(60_000);
    const second = await addNote(omar, user.id, 'Prefers WhatsApp.');
    expect(second.status).toBe(201);

    const seen = await page(amal, user.id);
    expect(seen.body.noteCount).toBe(2);
    expect(seen.body.notes.map((note) => [note.body, note.by, note.mine])).toEqual([
      ['Prefers WhatsApp.', omar.email, false],
      ['Called about a late parcel.\nPromised a call back.', amal.email, true],
    ]);
    expect(await auditOf(user.id)).toEqual([
      {
        action: 'customer.note',
        staff_id: amal.id,
        before: null,
        after: { noteId: first.body.id, body: 'Called about a late parcel.\nPromised a call back.' },
      },
      {
        action: 'customer.note',
        staff_id: omar.id,
        before: null,
        after: { noteId: second.body.id, body: 'Prefers WhatsApp.' },
      },
    ]);
  });

  it('refuses an empty note, one over 2000 characters, and a customer that does not exist, recording nothing', async () => {
    const user = await shopper();
    const member = await staff();
    const blank = await addNote(member, user.id, '   \n ');
    expect([blank.status, blank.body.message]).toEqual([400, expect.stringMatching(/write the note/)]);
    expect((await addNote(member, user.id, 'x'.repeat(2001))).status).toBe(400);
    expect((await addNote(member, user.id, 'x'.repeat(2000))).status).toBe(201);
    expect((await addNote(member, randomUUID(), 'Hello')).status).toBe(404);
    expect((await auditOf(user.id)).length).toBe(1);
  });

  it("lets a note's author delete it, and no one else (an owner neither), with its text in the trail", async () => {
    const user = await shopper();
    const [author, colleague, owner] = [await staff(), await staff(), await staff('owner')];
    const note = (await addNote(author, user.id, 'Asked for a refund by phone.')).body;

    for (const other of [colleague, owner]) {
      const refused = await deleteNote(other, user.id, note.id);
      expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    // The note under another customer's id is not found.
    expect((await deleteNote(author, (await shopper()).id, note.id)).status).toBe(404);
    expect((await page(author, user.id)).body.noteCount).toBe(1);

    const deleted = await deleteNote(author, user.id, note.id);
    expect(deleted).toEqual({ status: 200, body: { deleted: note.id } });
    expect((await page(author, user.id)).body.notes).toEqual([]);
    expect((await deleteNote(author, user.id, note.id)).status).toBe(404);
    expect((await auditOf(user.id)).at(-1)).toEqual({
      action: 'customer.note-delete',
      staff_id: author.id,
      before: { noteId: note.id, body: 'Asked for a refund by phone.', by: author.email, at: note.at },
      after: null,
    });
  });
});

describe('tags on a customer', () => {
  it('adds tags of any script once in any case, removes them in any case, and audits before and after', async () => {
    const user = await shopper();
    const member = await staff();
    expect((await addTag(member, user.id, '  VIP ')).body).toEqual({ tags: ['VIP'] });
    expect((await addTag(member, user.id, 'vip')).body).toEqual({ tags: ['VIP'] });
    expect((await addTag(member, user.id, 'عميل   مميز')).body).toEqual({ tags: ['VIP', 'عميل مميز'] });
    expect((await addTag(member, user.id, 'Großhandel-2')).body.tags).toEqual(['VIP', 'عميل مميز', 'Großhandel-2']);
    expect((await page(member, user.id)).body.tags).toEqual(['VIP', 'عميل مميز', 'Großhandel-2']);

    expect((await removeTag(member, user.id, 'vIp')).body).toEqual({ tags: ['عميل مميز', 'Großhandel-2'] });
    // A tag the customer does not have: nothing changes, nothing is recorded.
    expect((await removeTag(member, user.id, 'wholesale')).body).toEqual({ tags: ['عميل مميز', 'Großhandel-2'] });

    expect(await auditOf(user.id)).toEqual([
      { action: 'customer.tag', staff_id: member.id, before: { tags: [] }, after: { tags: ['VIP'] } },
      { action: 'customer.tag', staff_id: member.id, before: { tags: ['VIP'] }, after: { tags: ['VIP', 'عميل مميز'] } },
      {
        action: 'customer.tag',
        staff_id: member.id,
        before: { tags: ['VIP', 'عميل مميز'] },
        after: { tags: ['VIP', 'عميل مميز', 'Großhandel-2'] },
      },
      {
        action: 'customer.untag',
        staff_id: member.id,
        before: { tags: ['VIP', 'عميل مميز', 'Großhandel-2'] },
        after: { tags: ['عميل مميز', 'Großhandel-2'] },
      },
    ]);
  });

  it('refuses a tag of other characters, an empty or too long one, and a 21st, each saying why', async () => {
    const user = await shopper();
    const member = await staff();
    for (const [label, message] of [
      ['VIP!', /letters, digits, spaces and hyphens/],
      ['-vip', /starts with a letter or digit/],
      ['   ', /write the tag/],
      ['x'.repeat(33), /at most 32 characters/],
    ] as const) {
      const refused = await addTag(member, user.id, label);
      expect([label, refused.status, refused.body.message]).toEqual([label, 400, expect.stringMatching(message)]);
    }
    expect((await addTag(member, user.id, 'x'.repeat(32))).status).toBe(200);
    for (let n = 1; n < TAGS_PER_CUSTOMER; n += 1) expect((await addTag(member, user.id, `tag ${n}`)).status).toBe(200);
    const full = await addTag(member, user.id, 'one more');
    expect([full.status, full.body.message]).toEqual([409, expect.stringMatching(/at most 20 tags/)]);
    // One it has already is still no change, not a refusal.
    expect((await addTag(member, user.id, 'TAG 1')).status).toBe(200);
    expect((await page(member, user.id)).body.tags).toHaveLength(TAGS_PER_CUSTOMER);
    expect((await addTag(member, randomUUID(), 'VIP')).status).toBe(404);
  });

  it('filters the customers grid by a tag in any case, paged on the server, with the search too', async () => {
    const family = `Tagged${randomBytes(3).toString('hex')}`;
    const label = `wholesale ${randomBytes(3).toString('hex')}`;
    const member = await staff();
    const tagged: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const user = await shopper(`${family} Person${n}`);
      t.clock.advance(1000);
      await t.db.query('UPDATE users SET created_at = $2 WHERE id = $1', [user.id, t.clock.now()]);
      await addTag(member, user.id, label);
      tagged.push(user.id);
    }
    const untagged = await shopper(`${family} Untagged`);

    const pages = await Promise.all(
      [0, 1].map((n) => search(member, { tag: label.toUpperCase(), page: n, pageSize: 2 })),
    );
    expect(pages.map((answer) => answer.body.total)).toEqual([3, 3]);
    expect(pages.flatMap((answer) => answer.body.rows.map((row) => row.id))).toEqual([...tagged].reverse());
    const both = await search(member, { tag: label, q: `${family} Person1` });
    expect(both.body.rows.map((row) => row.id)).toEqual([tagged[1]]);
    expect((await search(member, { q: family })).body.rows.map((row) => row.id)).toContain(untagged.id);
    expect((await search(member, { tag: `${label}x` })).body).toEqual({ rows: [], total: 0 });
  });
});

describe('the customer page', () => {
  it("shows staff's refunds on the customer's orders, newest first, with how many there are", async () => {
    const user = await shopper();
    const order = await placeTestOrder(t, user, [[1, 2]]);
    await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
    const member = await staff();
    expect((await page(member, user.id)).body).toMatchObject({ refunds: [], refundCount: 0 });
    for (const [amount, reason] of [
      [5.25, 'Box was dented'],
      [1, 'Late delivery'],
    ] as const) {
      t.clock.advance(1000);
      const paid = await api(member, 'POST', `/api/admin/orders/${order._id}/refunds`, {
        key: randomUUID(),
        amount,
        reason,
      });
      expect(paid.status).toBe(201);
    }
    const seen = (await page(member, user.id)).body;
    expect(seen.refundCount).toBe(2);
    expect(seen.refunds).toEqual([
      {
        orderId: order._id,
        amount: 1,
        currency: order.currency,
        reason: 'Late delivery',
        by: member.email,
        at: expect.any(String),
      },
      {
        orderId: order._id,
        amount: 5.25,
        currency: order.currency,
        reason: 'Box was dented',
        by: member.email,
        at: expect.any(String),
      },
    ]);
    // Another shopper's page holds none of them.
    expect((await page(member, (await shopper()).id)).body).toMatchObject({
      refunds: [],
      refundCount: 0,
      returnCount: 0,
    });
  });
});

describe('who may', () => {
  it('lets owners and support in; the catalogue role gets 403, a shopper or nobody 401', async () => {
    const user = await shopper();
    const note = (await addNote(await staff(), user.id, 'Kept')).body;
    await addTag(await staff(), user.id, 'VIP');
    const before = await auditOf(user.id);
    await expectOnlyOwnersAndSupport(t, [
      ['POST', `${customerPath(user.id)}/notes`, { body: 'Hello' }],
      ['DELETE', `${customerPath(user.id)}/notes/${note.id}`],
      ['POST', `${customerPath(user.id)}/tags`, { label: 'wholesale' }],
      ['DELETE', `${customerPath(user.id)}/tags/VIP`],
      ['GET', `/api/admin/customers?tag=VIP`],
    ]);
    expect(await auditOf(user.id)).toEqual(before);
  });
});
