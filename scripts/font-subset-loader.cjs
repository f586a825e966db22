/**
 * Webpack loader for a self-hosted script font (src/universal/i18n/script-font-faces.ts): keeps only the glyphs
 * its @font-face declares in `unicode-range` (the loader's `unicodeRange` option, the same text), and those
 * its shaping reaches from them (joining forms, ligatures), through HarfBuzz's subsetter. Fontsource's
 * Arabic faces also carry the Arabic Supplement and Extended blocks and the presentation forms (49-50 KB
 * each); the Arabic block alone is 21-22 KB, so an Arabic first visit downloads 56 KB less before its
 * first paint (docs/decisions/0088-arabic-font-subset-and-app-start-after-picture.md). A character outside
 * the range is set in a system font, as any other the face does not cover.
 */
const subsetFont = require('subset-font');

/** The characters of a CSS unicode-range ("U+0600-06FF,U+200C-200E"), as one string. */
function charactersOf(unicodeRange) {
  let characters = '';
  for (const part of unicodeRange.split(',')) {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match) throw new Error(`font-subset-loader: "${part}" is not a unicode-range part`);
    const first = parseInt(match[1], 16);
    const last = parseInt(match[2] ?? match[1], 16);
    for (let code = first; code <= last; code += 1) characters += String.fromCodePoint(code);
  }
  return characters;
}

module.exports = function subsetScriptFont(source) {
  const done = this.async();
  const { unicodeRange } = this.getOptions();
  subsetFont(source, charactersOf(unicodeRange), { targetFormat: 'woff2' }).then(
    (subset) => done(null, subset),
    (error) => done(error),
  );
};
module.exports.raw = true;
module.exports.charactersOf = charactersOf;
