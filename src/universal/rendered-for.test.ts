import { readRenderedFor } from './rendered-for';

test('what a page was rendered for reads back from its JSON; a page without it reads as none', () => {
  const renderedFor = { currency: 'EGP' as const, shipTo: { country: 'EG', picked: true } };
  expect(readRenderedFor(JSON.stringify(renderedFor))).toEqual(renderedFor);
  expect(readRenderedFor(null)).toBeUndefined();
  expect(readRenderedFor('')).toBeUndefined();
});
