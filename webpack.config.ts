import { existsSync } from 'node:fs';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { type Configuration, DefinePlugin, NormalModuleReplacementPlugin, type ResolveData } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ChunkManifestWebpackPlugin } from './scripts/chunk-manifest-webpack-plugin';
import { MessageSplitWebpackPlugin } from './scripts/message-split-webpack-plugin';
import { PrecompressWebpackPlugin } from './scripts/precompress-webpack-plugin';
import { WarningsFailWebpackPlugin } from './scripts/warnings-fail-webpack-plugin';
import { SCRIPT_FONT_SUBSETS } from './src/universal/i18n/script-font-faces';

const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * react-intl and @formatjs/intl each install their own identical intl-messageformat 12 (npm cannot
 * hoist it beside the older one at the top): the bundle takes one copy (≈ 2 KiB gzip less).
 */
const INTL_MESSAGEFORMAT = path.resolve(__dirname, 'node_modules/react-intl/node_modules/intl-messageformat/index.js');
/**
 * The parser's types without the parser, in the version that intl-messageformat 12 is built for: an
 * ES module (the top-level 2.x one is CommonJS and pulls all of tslib in, ≈ 3 KiB gzip).
 */
const INTL_PARSER_TYPES = path.resolve(
  __dirname,
  'node_modules/react-intl/node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
);

/** Where the staff console's build goes, inside dist/ (the shop's build keeps it when it cleans). */
const ADMIN_FOLDER = /^admin(?:[\\/]|$)/;

/**
 * Production builds take react-router's production build (its package exports name only the
 * development one, warnings and checks included) and react-intl without the ICU parser.
 */
const productionAliases = () => ({
  'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
  // Catalogs arrive compiled (scripts/icu-ast-loader.cjs): the ICU parser stays out of the bundle.
  '@formatjs/icu-messageformat-parser$': existsSync(INTL_PARSER_TYPES)
    ? INTL_PARSER_TYPES
    : path.resolve(__dirname, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
  ...(existsSync(INTL_MESSAGEFORMAT) && { 'intl-messageformat$': INTL_MESSAGEFORMAT }),
});

/**
 * The shop's themes use no CSS variables and no colour schemes (theme-kit.ts; its test keeps it so), and
 * for such a theme MUI's createTheme is createThemeNoVars and its ThemeProvider is ThemeProviderNoVars.
 * Both dispatchers import the CSS-variables machinery beside them (the variables' theme, the colour scheme
 * provider and its script, ≈ 7 KiB gzip on every route); the browser bundle takes the variants it runs.
 */
const muiThemesWithoutVariables = () => [
  new NormalModuleReplacementPlugin(
    /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/,
    './createThemeNoVars.js',
  ),
  new NormalModuleReplacementPlugin(
    /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]ThemeProvider\.js$/,
    './ThemeProviderNoVars.js',
  ),
];

/** The imports `request` of the modules `issuer` matches, given the shop's stand-in `standIn` instead. */
const importReplaced = (issuer: RegExp, request: RegExp, standIn: string) =>
  new NormalModuleReplacementPlugin(request, (resolveData: ResolveData) => {
    if (issuer.test(resolveData.contextInfo.issuer)) resolveData.request = path.resolve(__dirname, standIn);
  });

/** One import of MUI components' modules (`component`/`component.js`), given the shop's stand-in `standIn` instead. */
const muiImportReplaced = (components: string[], request: RegExp, standIn: string) =>
  importReplaced(
    new RegExp(`[\\\\/]@mui[\\\\/]material[\\\\/]esm[\\\\/](${components.join('|')})[\\\\/]\\1\\.js$`),
    request,
    standIn,
  );

/**
 * MUI's TextField imports Select for its `select` slot, and with it the menu, popover and modal (≈ 14 KiB
 * gzip) on every page with a text field. In the browser bundle that default is a stand-in that says so;
 * every select TextField passes the real Select as its slot (src/browser-kit/ui/SelectField.tsx; ESLint
 * holds every `<TextField select>` to it).
 */
const textFieldWithoutDefaultSelect = () =>
  muiImportReplaced(['TextField'], /^\.\.\/Select\/index\.js$/, 'src/browser-kit/ui/select-slot-required.ts');

/**
 * TextField, Select and NativeSelect import the standard and filled inputs beside the outlined one, every
 * field of the shop's (1.2 KiB gzip on every page with a field). In the browser bundle those two are a
 * stand-in that says so (src/browser-kit/ui/outlined-input-only.ts; ESLint holds `variant` off the fields).
 */
const outlinedInputsOnly = () =>
  muiImportReplaced(
    ['TextField', 'Select', 'NativeSelect'],
    /^\.\.\/(Filled)?Input\/index\.js$/,
    'src/browser-kit/ui/outlined-input-only.ts',
  );

/**
 * ButtonBase mounts its TouchRipple on the first press or keyboard focus only, but imports it, and with it
 * react-transition-group, into every first load. In the browser bundle its import is a stand-in that loads
 * the ripple then (src/browser-kit/ui/touch-ripple-on-demand.tsx, docs/decisions/0136).
 */
const touchRippleOnDemand = () =>
  muiImportReplaced(['ButtonBase'], /^\.\/TouchRipple\.js$/, 'src/browser-kit/ui/touch-ripple-on-demand.tsx');

/**
 * Formik takes four functions of lodash-es, and with `clone` and `cloneDeep` lodash's whole cloning machinery
 * (3.7 KiB gzip on every page with a form). In the browser bundle three of them are the shop's stand-ins, each
 * kept to lodash's answers for what Formik hands it (src/browser-kit/formik-lodash, docs/decisions/0137).
 */
const formikWithoutLodashCloning = () =>
  Object.entries({ clone: 'clone.ts', cloneDeep: 'clone-deep.ts', toPath: 'to-path.ts' }).map(([name, standIn]) =>
    importReplaced(
      /[\\/]formik[\\/]dist[\\/]formik\.esm\.js$/,
      new RegExp(`^lodash-es/${name}$`),
      `src/browser-kit/formik-lodash/${standIn}`,
    ),
  );

/** TypeScript through ts-loader; type checking runs once in `npm run typecheck` (and in npm test), not in every build. */
const TYPESCRIPT_RULE = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } },
  },
};

/** Each self-hosted script font cut down to the characters its @font-face declares (scripts/font-subset-loader.cjs). */
const FONT_SUBSET_RULES = SCRIPT_FONT_SUBSETS.map(({ styleId, unicodeRange }) => ({
  test: new RegExp(`[\\\\/]${styleId}-[^\\\\/]*\\.woff2$`),
  use: { loader: path.resolve(__dirname, 'scripts/font-subset-loader.cjs'), options: { unicodeRange } },
}));

type Argv = { mode?: Configuration['mode'] };

/** The shoppers' app: everything under dist/ except the staff console's folder. */
const shop = (argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      // Content-hashed names let the server cache assets for a year; index.html is never cached.
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      // dist/admin/ is the staff console's build (below): the two builds run side by side.
      clean: { keep: ADMIN_FOLDER },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router 7's package exports name only its development build (warnings and checks
      // included); production bundles take the production build it ships beside it.
      alias: production ? productionAliases() : {},
    },
    module: {
      rules: [
        TYPESCRIPT_RULE,
        { test: /\.(png|jpe?g|webp|svg|woff2)$/, type: 'asset/resource' },
        ...FONT_SUBSET_RULES,
        // @emotion/react imports hoist-non-react-statics bare (`import 'hoist-non-react-statics'`) beside
        // withTheme, which the shop never uses; the package only exports a function, so nothing is lost
        // when webpack drops it (≈ 1 KiB gzip, with its copy of react-is, on every route).
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        // React Router's components and contexts, made at its top level, marked pure: the ones the shop never
        // renders (Link's prefetching, NavLink, Form) leave the framework chunk.
        {
          test: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/,
          use: path.resolve(__dirname, 'scripts/react-router-pure-loader.cjs'),
        },
        // The app's modules only export; none runs for its side effects. Saying so lets a barrel
        // import (a slice's index.ts) bring just what is used, not every screen it re-exports.
        { test: /[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
      ],
    },
    // Production makes no source map: the server would not serve one, and a map is the whole source.
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    optimization: {
      // Terser with more compression for the modern browsers the build targets (ES2020+):
      // a few KB less on every first visit, for seconds more build time.
      minimizeOptions: {
        javascript: { ecma: 2020, compress: { passes: 3, pure_getters: true }, format: { comments: false } },
      },
      splitChunks: {
        chunks: 'all',
        // A shared chunk only for 30 KB of source or more (webpack's default is 20): below that, modules two
        // lazily loaded screens share stay in each screen's own chunk, so a first visit downloads fewer,
        // better-compressed files (the budgeted routes up to 2.2 KiB gzip less, sign-in 0.03 more, and their
        // scripts together 1.5 KiB less: decision 0147).
        minSize: 30000,
        cacheGroups: {
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            name: 'framework',
            priority: 30,
          },
          // Only what the first paint needs goes into these named chunks: MUI components, icons or
          // libraries used by one lazily loaded route stay in that route's chunks.
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/,
            name: 'mui',
            chunks: 'initial',
            priority: 20,
          },
          state: {
            test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|reselect|immer|redux-thunk)[\\/]/,
            name: 'state',
            chunks: 'initial',
            priority: 20,
          },
        },
      },
      runtimeChunk: 'single',
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html', '**/admin.html'] } }],
      }),
      new ChunkManifestWebpackPlugin(),
      // The catalogs, split by the chunks whose code names their texts (after the manifest: it adds to it).
      new MessageSplitWebpackPlugin(),
      // The route table's server parts (`ssr: process.env.BROWSER_BUNDLE ? undefined : () => import(…)`)
      // are dead code here: webpack drops the branch and its import, so the browser never bundles them.
      new DefinePlugin({ 'process.env.BROWSER_BUNDLE': JSON.stringify('true') }),
      ...muiThemesWithoutVariables(),
      textFieldWithoutDefaultSelect(),
      outlinedInputsOnly(),
      touchRippleOnDemand(),
      ...formikWithoutLodashCloning(),
      ...(production ? [new PrecompressWebpackPlugin(), new WarningsFailWebpackPlugin()] : []),
    ],
    devServer: {
      port: 8080,
      // The staff console is its own single-page app (the second configuration, below).
      historyApiFallback: { rewrites: [{ from: /^\/admin(?:\/|$)/, to: '/admin/index.html' }] },
      proxy: [{ context: ['/api', '/catalog'], target: API_TARGET }],
    },
  };
};

/**
 * The staff console (issue 35): a single-page app of its own at /admin, built into dist/admin/. It
 * shares no chunk with the shop, so the shoppers' bundles are exactly what they are without it.
 */
const admin = (argv: Argv): Configuration => {
  const production = argv.mode !== 'development';
  return {
    name: 'admin',
    mode: production ? 'production' : 'development',
    entry: { admin: './src/admin/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/admin'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/admin/',
      // Only its own folder: dist/ itself is the shop's.
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: production ? productionAliases() : {} },
    module: {
      rules: [
        TYPESCRIPT_RULE,
        { test: /\.(png|jpe?g|webp|svg|woff2)$/, type: 'asset/resource' },
        {
          // The console's own catalogs, compiled like the shop's (no ICU parser in the bundle).
          test: /[\\/]src[\\/]admin[\\/]messages[\\/][A-Za-z-]+\.json$/,
          type: 'javascript/auto',
          use: path.resolve(__dirname, 'scripts/icu-ast-loader.cjs'),
        },
        { test: /[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
      ],
    },
    // Production makes no source map: the server would not serve one, and a map is the whole source.
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    optimization: {
      minimizeOptions: {
        javascript: { ecma: 2020, compress: { passes: 3, pure_getters: true }, format: { comments: false } },
      },
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            name: 'framework',
            priority: 30,
          },
          // The data grid is the orders' and the audit trail's alone: it stays in their chunks.
          mui: {
            test: /[\\/]node_modules[\\/](@mui[\\/](?!x-)[^\\/]+|@emotion|@popperjs|react-transition-group)[\\/]/,
            name: 'mui',
            chunks: 'initial',
            priority: 20,
          },
        },
      },
      runtimeChunk: 'single',
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/admin.html', filename: 'index.html', scriptLoading: 'defer' }),
      new DefinePlugin({ 'process.env.BROWSER_BUNDLE': JSON.stringify('true') }),
      ...(production ? [new PrecompressWebpackPlugin(), new WarningsFailWebpackPlugin()] : []),
    ],
  };
};

/** Two builds: the shop (with the dev server) and the staff console. */
export default (_env: unknown, argv: Argv): Configuration[] => [shop(argv), admin(argv)];
