// @ts-check
import { ModuleInfo } from 'eslint-plugin-import-x/core/module-info';
import { moduleVisitor } from 'eslint-plugin-import-x/utils';

/**
 * A module-info from import-x (its resolver and its parse of each file, cached across the lint run):
 * `getImports()` maps each imported file to how to reach it and the import statements naming it.
 * @typedef {{
 *   path: string,
 *   getImports(): Map<string, { resolve(): Info | null, declarations: Set<{ source: { value: string } }> }>,
 * }} Info
 */

/**
 * The imports from `start` that lead back to `home`, as the specifiers along the way, or undefined.
 * `cleared` holds the files known not to lead back to `home` (walked from it before without a find).
 * @param {Info} start
 * @param {string} home
 * @param {Set<string>} cleared
 */
function routeBack(start, home, cleared) {
  /** @type {Set<string>} */
  const seen = new Set([start.path]);
  /** @type {{ info: Info, route: string[] }[]} */
  const queue = [{ info: start, route: [] }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const [path, edge] of next.info.getImports()) {
      if (path.includes('/node_modules/') || cleared.has(path) || seen.has(path)) continue;
      const [first] = edge.declarations;
      const route = [...next.route, first?.source.value ?? path];
      if (path === home) return route;
      seen.add(path);
      const imported = edge.resolve();
      if (imported) queue.push({ info: imported, route });
    }
  }
  // Nothing walked leads home, so no later import of `home` need walk these again.
  for (const path of seen) cleared.add(path);
  return undefined;
}

/**
 * No import cycles, counting every import: import-x/no-cycle skips `import type` (it has no runtime
 * effect), but two modules that name each other's types are still one unit to read, change and test,
 * and a later value import along the same edge turns the loop into a load-order bug. Resolution and
 * parsing are import-x's own (its settings, its cache); only the walk is here.
 * @type {import('eslint').Rule.RuleModule}
 */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Dependency cycle (type-only imports count) via {{route}}' },
  },
  create(context) {
    const home = context.physicalFilename;
    if (home === '<text>') return {};
    /** @type {Set<string>} */
    const cleared = new Set();
    return moduleVisitor(
      (source, importer) => {
        const specifier = String(source.value);
        // @ts-expect-error import-x's context type is its own flavour of ESLint's.
        const start = /** @type {Info | null} */ (ModuleInfo.get(specifier, context));
        if (!start || start.path === home || start.path.includes('/node_modules/') || cleared.has(start.path)) return;
        const route = routeBack(start, home, cleared);
        if (route) {
          context.report({ node: importer, messageId: 'cycle', data: { route: [specifier, ...route].join(' => ') } });
        }
      },
      { esmodule: true },
    );
  },
};
