import { fillPlaceholders, legalBlocks, type LegalPlaceholder } from './legal-pages';

const VALUES: Record<LegalPlaceholder, string> = {
  shopName: 'Storefront',
  sellerName: 'Storefront Trading LLC',
  sellerAddress: '12 Nile Corniche, Cairo',
  taxNumber: '123',
  supportEmail: 'help@shop.example',
  website: 'https://shop.example',
  returnDays: '30',
};

test('the markup: headings, paragraphs whose lines are kept, and lists; blank lines part blocks', () => {
  expect(legalBlocks('Intro line one\nline two\r\n\r\n## Heading \n- first\n-  second\n\nAfter\n- item')).toEqual([
    { kind: 'paragraph', lines: ['Intro line one', 'line two'] },
    { kind: 'heading', text: 'Heading' },
    { kind: 'list', items: ['first', 'second'] },
    { kind: 'paragraph', lines: ['After'] },
    { kind: 'list', items: ['item'] },
  ]);
  // Nothing else is markup: a tag is text, '#' without its space is text.
  expect(legalBlocks('<b>bold</b>\n#Not a heading')).toEqual([
    { kind: 'paragraph', lines: ['<b>bold</b>', '#Not a heading'] },
  ]);
});

test('placeholders are filled once, as text; an unknown name stays as written', () => {
  expect(fillPlaceholders('{shopName} by {sellerName}: {supportEmail}, {returnDays} days, {other}', VALUES)).toBe(
    'Storefront by Storefront Trading LLC: help@shop.example, 30 days, {other}',
  );
  // A value that looks like a placeholder is not filled again.
  expect(fillPlaceholders('{sellerName}', { ...VALUES, sellerName: '{supportEmail}' })).toBe('{supportEmail}');
});
