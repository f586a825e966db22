import { withTestApp } from '../../test/harness';
import { deliveryTerms, regionsCommand } from './test-support';

/** `npm run regions -- set-cod` (issue 34, decision 0078): which regions take cash on delivery, for what fee. */
const t = withTestApp();

const run = regionsCommand(t);

/** Cash on delivery as GET /catalog/delivery answers it for a country. */
async function cashOnDeliveryIn(country: string) {
  return (await deliveryTerms(t)).countries.find((entry) => entry.country === country)?.cashOnDelivery;
}

async function regionColumns(id: string) {
  const [row] = await t.db.query<{ cash_on_delivery: boolean; cod_fee_cents: number | null }>(
    'SELECT cash_on_delivery, cod_fee_cents FROM regions WHERE id = $1',
    [id],
  );
  return row;
}

/** The `payment` line `list` shows for a region, if any. */
async function listedPayment(regionId: string): Promise<string | undefined> {
  const block = (await run('list')).output.split('\n\n').find((lines) => lines.startsWith(`${regionId}  `));
  return block?.split('\n').find((line) => line.startsWith('  payment'));
}

it('ships Egypt taking cash on delivery for EGP 15 (its $0.30 in pounds), and the other regions online only', async () => {
  expect(await cashOnDeliveryIn('EG')).toEqual({ feeCents: 1500 });
  for (const country of ['GB', 'US', 'CA', 'AU']) expect(await cashOnDeliveryIn(country)).toBeNull();
  expect(await listedPayment('egypt')).toBe('  payment    online or cash on delivery (fee EGP 15.00)');
  expect(await listedPayment('uk')).toBeUndefined();
});

it("turns it on with a fee in the region's currency or none, and off, each shown at once to shoppers and in list", async () => {
  expect(await run('set-cod', 'uk', 'on', '--fee', '2.5')).toEqual({
    exitCode: 0,
    output: 'uk: online or cash on delivery (fee £2.50) (was online only)',
  });
  expect(await cashOnDeliveryIn('GB')).toEqual({ feeCents: 250 });
  expect(await listedPayment('uk')).toBe('  payment    online or cash on delivery (fee £2.50)');

  expect((await run('set-cod', 'uk', 'on')).output).toBe(
    'uk: online or cash on delivery (no fee) (was online or cash on delivery (fee £2.50))',
  );
  expect(await cashOnDeliveryIn('GB')).toEqual({ feeCents: 0 });

  expect(await run('set-cod', 'uk', 'off')).toEqual({
    exitCode: 0,
    output: 'uk: online only (was online or cash on delivery (no fee))',
  });
  expect(await cashOnDeliveryIn('GB')).toBeNull();
  // Off keeps no fee behind: on again starts from none.
  expect(await regionColumns('uk')).toEqual({ cash_on_delivery: false, cod_fee_cents: null });
});

it.each([
  [['set-cod', 'egypt'], /set-cod takes <region> <on\|off>; got 1 argument/],
  [['set-cod', 'egypt', 'maybe'], /set-cod takes on or off, not "maybe"/],
  [['set-cod', 'egypt', 'off', '--fee', '1'], /off takes no --fee/],
  [['set-cod', 'egypt', 'on', '--fee', '1.234'], /--fee "1.234": an amount is in the region's currency/],
  [['set-cod', 'egypt', 'on', '--fee'], /--fee needs a value/],
  [['set-cod', 'mars', 'on'], /There is no region "mars"; the regions are egypt, uk, us, world/],
])('refuses %j (exit 2) and changes nothing', async (args, message) => {
  expect(await run(...args)).toEqual({ exitCode: 2, output: expect.stringMatching(message) });
  expect(await regionColumns('egypt')).toEqual({ cash_on_delivery: true, cod_fee_cents: 1500 });
});
