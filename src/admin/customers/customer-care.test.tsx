/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminCustomer, CustomerNote } from '../../universal/contracts/admin/customers';
import type { mockApi } from '../../test/mock-api';
import { adminOrder, ORDER_ID } from '../test/fixtures';
import { renderSignedIn, setScreenWidth, support } from '../test/render-admin';
import { customer, CUSTOMER_ID, PATH } from './test-fixtures';

beforeEach(() => setScreenWidth(1280));

const note = (n: number, overrides: Partial<CustomerNote> = {}): CustomerNote => ({
  id: `7c0d4e1a-0000-4000-8000-00000000000${n}`,
  body: `Note ${n}`,
  by: 'sam@shop.example',
  mine: true,
  at: `2025-03-0${n}T10:00:00.000Z`,
  ...overrides,
});

function openCustomer(answer: AdminCustomer = customer(), more: Parameters<typeof mockApi>[0] = {}) {
  return renderSignedIn(`/customers/${CUSTOMER_ID}`, support, { [`GET ${PATH}`]: { body: answer }, ...more });
}

describe('notes on a customer', () => {
  test("lists notes newest first with author and time; only one's own note offers Delete", async () => {
    openCustomer(
      customer({
        notes: [note(2, { body: 'Prefers WhatsApp.', by: 'owner@shop.example', mine: false }), note(1)],
        noteCount: 2,
      }),
    );
    const list = await screen.findByRole('list', { name: 'Notes on this customer' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Prefers WhatsApp.owner@shop.example ·'),
      expect.stringContaining('Note 1sam@shop.example ·'),
    ]);
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: /Delete your note of/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notes (2)' })).toBeInTheDocument();
  });

  test('adds a trimmed note; a blank one is refused before asking the server', async () => {
    let notes: CustomerNote[] = [];
    const { api, user } = openCustomer(customer(), {
      [`GET ${PATH}`]: () => ({ body: customer({ notes, noteCount: notes.length }) }),
      [`POST ${PATH}/notes`]: (request) => {
        notes = [note(1, { body: (request.body as { body: string }).body })];
        return { status: 201, body: notes[0] };
      },
    });
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Note/ });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('Write the note.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/notes`)).toHaveLength(0);

    await user.type(field, 'Called about a late parcel.  ');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('The note is added.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/notes`).map((call) => call.body)).toEqual([{ body: 'Called about a late parcel.' }]);
    expect(await screen.findByText('Called about a late parcel.')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
  });

  test("deletes one's own note after asking", async () => {
    let notes = [note(1, { body: 'Asked for a refund by phone.' })];
    const { api, user } = openCustomer(customer(), {
      [`GET ${PATH}`]: () => ({ body: customer({ notes, noteCount: notes.length }) }),
      [`DELETE ${PATH}/notes/${note(1).id}`]: () => {
        notes = [];
        return { body: { deleted: note(1).id } };
      },
    });
    await user.click(await screen.findByRole('button', { name: /Delete your note of/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this note?' });
    expect(dialog).toHaveTextContent('Asked for a refund by phone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The note is deleted.')).toBeInTheDocument();
    expect(api.calls(`DELETE ${PATH}/notes/${note(1).id}`)).toHaveLength(1);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });
});

describe('tags on a customer', () => {
  test('shows each tag as a link to the customers carrying it, adds one and removes one', async () => {
    let tags = ['VIP'];
    const { api, user } = openCustomer(customer(), {
      [`GET ${PATH}`]: () => ({ body: customer({ tags }) }),
      [`POST ${PATH}/tags`]: (request) => {
        tags = [...tags, (request.body as { label: string }).label];
        return { body: { tags } };
      },
      [`DELETE ${PATH}/tags/VIP`]: () => {
        tags = tags.filter((tag) => tag !== 'VIP');
        return { body: { tags } };
      },
    });
    expect(await screen.findByRole('link', { name: 'VIP' })).toHaveAttribute('href', '/customers?tag=VIP');

    const field = screen.getByRole('textbox', { name: 'New tag' });
    await user.type(field, 'VIP!');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(
      await screen.findByText('Use letters, digits, spaces and hyphens, starting with a letter or digit.'),
    ).toBeInTheDocument();
    await user.clear(field);
    // The tag it has already, in another case: nothing to add.
    await user.type(field, 'vip');
    expect(screen.getByRole('button', { name: 'Add tag' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '  جملة  ');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByText('Tagged “جملة”.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/tags`).map((call) => call.body)).toEqual([{ label: 'جملة' }]);
    expect(await screen.findByRole('link', { name: 'جملة' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the tag VIP' }));
    expect(await screen.findByText('The tag “VIP” is removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'VIP' })).not.toBeInTheDocument());
  });

  test('a customer with 20 tags takes no more, and says why', async () => {
    openCustomer(customer({ tags: Array.from({ length: 20 }, (_, n) => `tag ${n}`) }));
    expect(
      await screen.findByText('This customer has 20 tags, the most there can be. Remove one first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add tag' })).toBeDisabled();
  });

  test('the customers grid is filtered by the tag its URL names, and the filter goes into the URL', async () => {
    const { api, user, location } = renderSignedIn('/customers?tag=VIP', support, {
      'GET /api/admin/customers': { body: { rows: [], total: 0 } },
    });
    expect(await screen.findByRole('textbox', { name: 'Tag' })).toHaveValue('VIP');
    await waitFor(() =>
      expect(api.queryFields('GET /api/admin/customers')).toEqual({ page: '0', pageSize: '25', tag: 'VIP' }),
    );
    const field = screen.getByRole('textbox', { name: 'Tag' });
    await user.clear(field);
    await user.type(field, 'wholesale{Enter}');
    await waitFor(() => expect(location()).toBe('/customers?tag=wholesale'));
    await waitFor(() =>
      expect(Object.fromEntries(api.calls('GET /api/admin/customers').at(-1)?.query ?? [])).toEqual({
        page: '0',
        pageSize: '25',
        tag: 'wholesale',
      }),
    );
  });
});

describe("the customer page's returns and refunds", () => {
  test('lists refunds with their order, amount and reason, and links to all of them past the cap', async () => {
    openCustomer(
      customer({
        refunds: [
          {
            orderId: ORDER_ID,
            amount: 125.5,
            currency: 'EGP',
            reason: 'Box was dented',
            by: 'sam@shop.example',
            at: '2025-03-08T10:00:00.000Z',
          },
        ],
        refundCount: 21,
        returnCount: 30,
      }),
    );
    const refunds = await screen.findByRole('table', { name: "Refunds staff made on this customer's orders" });
    expect(within(refunds).getByRole('link', { name: '#4e5f6001' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    expect(within(refunds).getByText('EGP 125.50')).toBeInTheDocument();
    expect(within(refunds).getByText('Box was dented')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "All 21 refunds: see this customer's orders" })).toHaveAttribute(
      'href',
      '/orders?q=amira%40example.com',
    );
    expect(screen.getByRole('link', { name: 'All 30 returns in the returns queue' })).toHaveAttribute(
      'href',
      '/returns?status=all&q=amira%40example.com',
    );
  });

  test('on a phone in Arabic, right to left: notes, tags and refunds are there', async () => {
    setScreenWidth(390);
    renderSignedIn(
      `/customers/${CUSTOMER_ID}`,
      support,
      { [`GET ${PATH}`]: { body: customer({ tags: ['VIP'] }) } },
      { locale: 'ar' },
    );
    expect(await screen.findByRole('heading', { name: 'الملاحظات (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الوسوم' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'المبالغ المستردة (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إزالة الوسم VIP' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe("a guest's order link", () => {
  const ORDER_PATH = `/api/admin/orders/${ORDER_ID}`;
  const openOrder = (guest: boolean, more: Parameters<typeof mockApi>[0] = {}) =>
    renderSignedIn(`/orders/${ORDER_ID}`, support, {
      [`GET ${ORDER_PATH}`]: { body: { ...adminOrder(), guest, customerId: guest ? null : CUSTOMER_ID } },
      'GET /api/admin/carriers': { body: [] },
      ...more,
    });

  test('is mailed again from a guest order, and a second try within a minute is told to wait', async () => {
    let sent = 0;
    const { api, user } = openOrder(true, {
      [`POST ${ORDER_PATH}/resend-link`]: () =>
        (sent += 1) === 1
          ? { status: 202, body: { queuedTo: 'amira@example.com' } }
          : { status: 429, body: { code: 'RATE_LIMITED', message: 'wait' } },
    });
    const button = await screen.findByRole('button', { name: 'Resend order link' });
    await user.click(button);
    expect(await screen.findByText('The order link is on its way to amira@example.com.')).toBeInTheDocument();
    await user.click(button);
    expect(
      await screen.findByText('The link was mailed less than a minute ago. Wait a minute before sending it again.'),
    ).toBeInTheDocument();
    expect(api.calls(`POST ${ORDER_PATH}/resend-link`)).toHaveLength(2);
  });

  test("is not offered on an account's order", async () => {
    openOrder(false);
    await screen.findByRole('heading', { level: 1, name: 'Order #4e5f6001' });
    expect(screen.queryByRole('button', { name: 'Resend order link' })).not.toBeInTheDocument();
  });
});
