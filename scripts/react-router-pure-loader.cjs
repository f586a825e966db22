/**
 * React Router's production build makes its components and contexts at its top level with calls it does not
 * mark pure (`var Link = React10.forwardRef(…)`) and names each one after (`Link.displayName = "Link"`), so
 * the minifier keeps every one of them, used or not: `Link` with its framework-mode prefetching, `NavLink`,
 * `Form` and what they call (webpack.config.ts applies this to the shop's bundle). Marked pure, and without
 * the names (React DevTools' labels, which a production build does not need), what the shop never renders
 * drops out; what it uses is unchanged.
 */
module.exports = function reactRouterPure(source) {
  return source
    .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "[^"\n]*";\n/gm, '');
};
