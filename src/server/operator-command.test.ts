import { commandArguments } from './operator-command';

const SPEC = { values: ['--price', '--days'], switches: ['--never-free'] };

it('reads positional arguments and flags in any order, a value after its flag or after "="', () => {
  expect(commandArguments(['eg', '--price', '5', 'standard', '--never-free', '--days=2-4'], SPEC)).toEqual({
    positional: ['eg', 'standard'],
    values: new Map([
      ['--price', '5'],
      ['--days', '2-4'],
    ]),
    switches: new Set(['--never-free']),
  });
});

it('takes a word with one dash as an argument (a negative number), in its place, and as a value', () => {
  expect(commandArguments(['EG', '-7.5', '--price', '-1'], SPEC)).toEqual({
    positional: ['EG', '-7.5'],
    values: new Map([['--price', '-1']]),
    switches: new Set(),
  });
});

it('names the first problem: a flag twice, a flag without its value, a switch with one, a flag it does not take', () => {
  expect(commandArguments(['--price', '1', '--price', '2'], SPEC)).toBe('--price is given twice');
  expect(commandArguments(['--price', '--days', '2-4'], SPEC)).toBe('--price needs a value');
  expect(commandArguments(['eg', '--days'], SPEC)).toBe('--days needs a value');
  expect(commandArguments(['--never-free=yes'], SPEC)).toBe('--never-free takes no value');
  expect(commandArguments(['--fee', '1'], SPEC)).toBe(
    'unknown option --fee (this command takes --price, --days, --never-free)',
  );
  expect(commandArguments(['--fee'], {})).toBe('unknown option --fee');
});
