import webpackConfig from '../../../webpack.config';

/** `npm start` and `npm run build` make the production bundles: neither the shop's nor the console's has a source map. */
it('builds the production bundles without source maps; development keeps them', () => {
  expect(webpackConfig(undefined, { mode: 'production' }).map((config) => config.devtool)).toEqual([false, false]);
  expect(webpackConfig(undefined, { mode: 'development' }).map((config) => config.devtool)).toEqual([
    'eval-cheap-module-source-map',
    'eval-cheap-module-source-map',
  ]);
});
