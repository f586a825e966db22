import { searchFormSchema } from './search-schema';

describe('searchFormSchema', () => {
  it('refuses blank words, spaces included, and words past the list query bound', () => {
    expect(searchFormSchema.isValidSync({ search: '   ', category: '' })).toBe(false);
    expect(searchFormSchema.isValidSync({ search: 'x'.repeat(201), category: '' })).toBe(false);
    expect(searchFormSchema.isValidSync({ search: ' headphones ', category: '' })).toBe(true);
  });
});
