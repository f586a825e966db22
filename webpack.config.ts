import { existsSync } from 'node:fs';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { type Configuration, DefinePlugin } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ChunkManifestWebpackPlugin } from './scripts/chunk-manifest-webpack-plugin';
import { PrecompressWebpackPlugin } from './scripts/precompress-webpack-plugin';

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

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
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
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router 7's package exports name only its development build (warnings and checks
      // included); production bundles take the production build it ships beside it.
      alias: production
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
            // Catalogs arrive compiled (scripts/icu-ast-loader.cjs): the ICU parser stays out of the bundle.
            '@formatjs/icu-messageformat-parser$': existsSync(INTL_PARSER_TYPES)
              ? INTL_PARSER_TYPES
              : path.resolve(__dirname, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
            ...(existsSync(INTL_MESSAGEFORMAT) && { 'intl-messageformat$': INTL_MESSAGEFORMAT }),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Type checking runs once in `npm run typecheck` (and in npm test), not in every build.
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } },
          },
        },
        { test: /\.(png|jpe?g|webp|svg|woff2)$/, type: 'asset/resource' },
        {
          test: /[\\/]src[\\/]core[\\/]i18n[\\/]messages[\\/][A-Za-z-]+\.json$/,
          type: 'javascript/auto',
          use: path.resolve(__dirname, 'scripts/icu-ast-loader.cjs'),
        },
        // The app's modules only export; none runs for its side effects. Saying so lets a barrel
        // import (a slice's index.ts) bring just what is used, not every screen it re-exports.
        { test: /[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
      ],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    optimization: {
      // Terser with more compression for the modern browsers the build targets (ES2020+):
      // a few KB less on every first visit, for seconds more build time.
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
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      new ChunkManifestWebpackPlugin(),
      // The route table's server parts (`ssr: process.env.BROWSER_BUNDLE ? undefined : () => import(…)`)
      // are dead code here: webpack drops the branch and its import, so the browser never bundles them.
      new DefinePlugin({ 'process.env.BROWSER_BUNDLE': JSON.stringify('true') }),
      ...(production ? [new PrecompressWebpackPlugin()] : []),
    ],
    devServer: {
      port: 8080,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/catalog'], target: API_TARGET }],
    },
  };
};
