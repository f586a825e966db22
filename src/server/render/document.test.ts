import { scriptJson } from './document';

describe('scriptJson (JSON-LD, the page scripts and the server state inside <script> elements)', () => {
  it('writes no "<", so no value can end its element or open a tag, and reads back the same', () => {
    const value = {
      name: 'Mug</script><img src=x onerror=alert(1)>',
      text: '<!-- <script',
      separators: '\u2028\u2029',
    };
    const written = scriptJson(value);
    expect(written).not.toContain('<');
    expect(written).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });
});
