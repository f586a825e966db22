/**
 * Webpack loader for the message catalogs: compiles each ICU message to its syntax tree at build
 * time, so the browser never needs the ICU parser (webpack.config.ts aliases it to its no-parser
 * build). Tests, the server renderer and the mailer read the JSON as it is and parse at run time.
 * The mail texts (ids starting "mail.") and the page-head texts ("head.": titles and descriptions the
 * server writes into a page's <head>) are the server's alone: they are left out of the browser's copy.
 * A message of plain text (most of them) stays a string, which src/app/i18n/load-messages.ts turns into
 * its one-element tree: 220 bytes less gzip of the English catalog, which every first visit downloads.
 * The staff console's catalogs are compiled by this loader; the shop's by scripts/message-split-webpack-plugin.ts.
 */
const SERVER_ONLY = /^(mail|head)\./;
const { parse, TYPE } = require('@formatjs/icu-messageformat-parser');

/** A catalog's messages as the browser takes them (server-only ones left out); `file` names it in errors. */
function compileMessages(messages, file) {
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (SERVER_ONLY.test(id)) continue;
    try {
      const tree = parse(message);
      compiled[id] = tree.length === 1 && tree[0].type === TYPE.literal ? tree[0].value : tree;
    } catch (error) {
      throw new Error(`${file}: message "${id}" is not valid ICU: ${error.message}`);
    }
  }
  return compiled;
}

module.exports = function compileCatalog(source) {
  return `export default ${JSON.stringify(compileMessages(JSON.parse(source), this.resourcePath))};`;
};
// The shop's catalogs are split per chunk by scripts/message-split-webpack-plugin.ts, which compiles them so.
module.exports.compileMessages = compileMessages;
