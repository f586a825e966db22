import {
  formatPercent,
  formatWorkingDays,
  parseCutoff,
  parseDays,
  parseAmount,
  parsePercent,
  parseWorkingDays,
} from './operator-terms';

describe('delivery terms as the operator types them', () => {
  it('reads a tax rate in percent into basis points, with up to two decimals, 0 to 100', () => {
    expect([
      parsePercent('14'),
      parsePercent('7.5'),
      parsePercent('0'),
      parsePercent('100'),
      parsePercent('12.34'),
    ]).toEqual([1400, 750, 0, 10_000, 1234]);
    for (const text of ['100.01', '7.555', '-1', '14%', '', '.5', '1e2', ' 14'])
      expect({ text, value: parsePercent(text) }).toEqual({ text, value: undefined });
    expect([formatPercent(1400), formatPercent(750), formatPercent(1234)]).toEqual(['14 %', '7.5 %', '12.34 %']);
  });

  it('reads dollars into cents without floating-point error, up to $100,000', () => {
    expect([parseAmount('4.99'), parseAmount('0.1'), parseAmount('50'), parseAmount('100000')]).toEqual([
      499, 10, 5000, 10_000_000,
    ]);
    for (const text of ['4.999', '$5', '-1', '100000.01', '1,000', ''])
      expect({ text, value: parseAmount(text) }).toEqual({ text, value: undefined });
  });

  it('reads delivery days as min-max (one number for both) and the cut-off as an hour', () => {
    expect([parseDays('2-4'), parseDays('0'), parseDays('0-0')]).toEqual([
      { minDays: 2, maxDays: 4 },
      { minDays: 0, maxDays: 0 },
      { minDays: 0, maxDays: 0 },
    ]);
    for (const text of ['4-2', '1-61', '-1', '2..4', ''])
      expect({ text, value: parseDays(text) }).toEqual({ text, value: undefined });
    expect([parseCutoff('14'), parseCutoff('14:00'), parseCutoff('0'), parseCutoff('23')]).toEqual([14, 14, 0, 23]);
    for (const text of ['24', '14:30', '2pm', ''])
      expect({ text, value: parseCutoff(text) }).toEqual({ text, value: undefined });
  });

  it('reads working days by name or ISO number, ranges running over the weekend, and writes them back by name', () => {
    expect(parseWorkingDays('mon-fri')).toEqual([1, 2, 3, 4, 5]);
    expect(parseWorkingDays('Sun-Thu')).toEqual([1, 2, 3, 4, 7]);
    expect(parseWorkingDays('1,3,5')).toEqual([1, 3, 5]);
    expect(parseWorkingDays('mon-wed, fri, 7')).toEqual([1, 2, 3, 5, 7]);
    expect(parseWorkingDays('sat-sun')).toEqual([6, 7]);
    for (const text of ['', 'funday', '0', '8', 'mon-', 'mon-tue-wed', 'mon,,tue'])
      expect({ text, value: parseWorkingDays(text) }).toEqual({ text, value: undefined });

    expect(formatWorkingDays([1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(formatWorkingDays([1, 2, 3, 4, 7])).toBe('Sun–Thu');
    expect(formatWorkingDays([1, 2, 3, 6, 7])).toBe('Sat–Wed');
    expect(formatWorkingDays([1, 3, 5])).toBe('Mon, Wed, Fri');
    expect(formatWorkingDays([1, 2, 4, 5, 6])).toBe('Mon–Tue, Thu–Sat');
    expect(formatWorkingDays([1, 3, 7])).toBe('Sun–Mon, Wed');
    expect(formatWorkingDays([7])).toBe('Sun');
    expect(formatWorkingDays([1, 2, 3, 4, 5, 6, 7])).toBe('every day');
  });
});
