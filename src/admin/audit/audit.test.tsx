/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';

import { auditEntry } from '../test/fixtures';
import { owner, renderSignedIn, setScreenWidth, STAFF_TOKEN } from '../test/render-admin';

beforeEach(() => setScreenWidth(1280));
// The screen's chunk and the Data Grid are loaded before the first test waits for rows: on a busy CI machine
// their first import took longer than the wait (a fresh-clone run failed here once, then passed alone).
beforeAll(() => import('./AuditPage'));

describe('the audit trail', () => {
  test('shows the page of rows the server answers for the filters in the URL', async () => {
    const { api } = renderSignedIn('/audit?page=1&staff=owner%40shop.example&objectType=order&from=2025-03-01', owner, {
      'GET /api/admin/audit': { body: { rows: [auditEntry(1), auditEntry(2)], total: 230 } },
    });
    expect(await screen.findByText('object-1')).toBeInTheDocument();
    expect(screen.getByText('staff.invite')).toBeInTheDocument();
    expect(screen.getByText('51–100 of 230')).toBeInTheDocument();
    expect(api.queryFields('GET /api/admin/audit')).toEqual({
      page: '1',
      pageSize: '50',
      staff: 'owner@shop.example',
      objectType: 'order',
      from: '2025-03-01',
    });
  });

  test('filters go into the URL and the query; a row opens its before and after', async () => {
    const { api, user, location } = renderSignedIn('/audit', owner, {
      'GET /api/admin/audit': { body: { rows: [auditEntry(1)], total: 1 } },
    });
    await screen.findByText('object-1');
    await user.type(screen.getByRole('textbox', { name: 'Object id' }), 'object-1{Enter}');
    await waitFor(() => expect(location()).toBe('/audit?objectId=object-1'));
    await waitFor(() => expect(api.calls('GET /api/admin/audit').at(-1)?.query.get('objectId')).toBe('object-1'));

    await user.click(screen.getByText('object-1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/"processing"/)).toBeInTheDocument();
    expect(within(dialog).getByText(/"shipped"/)).toBeInTheDocument();
  });

  test('Export CSV downloads the filtered trail with the bearer token', async () => {
    const createObjectURL = jest.fn(() => 'blob:audit');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, user } = renderSignedIn('/audit?objectType=order&page=2', owner, {
      'GET /api/admin/audit': { body: { rows: [auditEntry(1)], total: 1 } },
      'GET /api/admin/audit.csv': { body: 'at,staff\n' },
    });
    await screen.findByText('object-1');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('The CSV is downloaded.')).toBeInTheDocument();
    const [request] = api.calls('GET /api/admin/audit.csv');
    expect(request?.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    // The filters, not the page.
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ objectType: 'order' });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
