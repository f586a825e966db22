import { passwordChecklist, passwordStrength, strengthLabel } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1', 4],
    ['Abcdef1!', 5],
    ['12345678', 2],
    ['@@@', 1],
    // Any character that is not a letter or a digit earns the special point: '#', a hyphen, a space.
    ['Ab1#', 4],
    ['Correct-Horse-Battery-9', 5],
    ['correct horse battery 9', 4],
  ])('%p scores %p', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });
});

describe('strengthLabel', () => {
  it.each([
    [0, 'Very Weak'],
    [1, 'Very Weak'],
    [2, 'Weak'],
    [3, 'Fair'],
    [4, 'Good'],
    [5, 'Strong'],
  ])('%p → %p', (score, label) => {
    expect(strengthLabel(score)).toBe(label);
  });

  it('clamps out-of-range scores', () => {
    expect(strengthLabel(-3)).toBe('Very Weak');
    expect(strengthLabel(9)).toBe('Strong');
  });
});

describe('passwordChecklist', () => {
  it('lists the four requirements in order, none met for an empty password', () => {
    expect(passwordChecklist('')).toEqual([
      { label: 'At least 8 characters', met: false },
      { label: 'One lowercase letter', met: false },
      { label: 'One uppercase letter', met: false },
      { label: 'One number', met: false },
    ]);
  });

  it('marks each requirement independently', () => {
    expect(passwordChecklist('abcdefgh').map((item) => item.met)).toEqual([true, true, false, false]);
    expect(passwordChecklist('A1').map((item) => item.met)).toEqual([false, false, true, true]);
    expect(passwordChecklist('Abcdefg1').every((item) => item.met)).toBe(true);
  });
});
