import { DatabaseAvailability, isDatabaseUnavailable } from './availability';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a server that went away, refuses connections or sheds load', () => {
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is shutting down', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('canceling statement due to statement timeout', '57014'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('refused', 'ECONNREFUSED')]))).toBe(true);
  });

  it('leaves a wrong statement or a constraint to the ordinary 500 and 4xx paths', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near "SELEC"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable('57P01')).toBe(false);
  });
});

describe('DatabaseAvailability', () => {
  it('reports an outage once and its end once, ignoring successes on connections not yet cut', async () => {
    let clock = 0;
    const availability = new DatabaseAvailability(30, () => clock);
    const events: string[] = [];
    availability.on('down', () => events.push('down'));
    availability.on('up', () => events.push('up'));
    const gone = withCode('terminating connection due to administrator command', '57P01');

    await expect(availability.track(() => Promise.reject(gone))).rejects.toBe(gone);
    clock = 29;
    await availability.track(async () => 'still answering on another connection');
    await expect(availability.track(() => Promise.reject(gone))).rejects.toBe(gone);
    expect(events).toEqual(['down']);
    expect(availability.down).toBe(true);

    clock = 30;
    await availability.track(async () => 'back');
    await availability.track(async () => 'back');
    expect(events).toEqual(['down', 'up']);
    expect(availability.down).toBe(false);
  });

  it('does not call a failing statement an outage', async () => {
    const availability = new DatabaseAvailability();
    await expect(availability.track(() => Promise.reject(withCode('duplicate', '23505')))).rejects.toThrow();
    expect(availability.down).toBe(false);
  });
});
