import { renderComplete } from './render-complete';

test('a page of two-byte letters comes out whole, without the zero bytes React 18 pads its buffers with', async () => {
  // 15 bytes an item ("<span>", a two-byte letter, "</span>"): some letter falls one byte short of the end of
  // React's 2,048-byte buffer.
  const letters = Array.from({ length: 2000 }, (_, index) => <span key={index}>ل</span>);
  const html = await renderComplete(<div>{letters}</div>);
  expect(html).not.toContain('\u0000');
  expect(html).toBe(`<div>${'<span>ل</span>'.repeat(2000)}</div>`);
});
