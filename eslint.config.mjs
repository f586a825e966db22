// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noCycle } from './eslint-rules/no-cycle.mjs';

/** Every folder under `root`: a new feature or module is behind its face from its first commit. */
const foldersOf = (root) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = foldersOf('src/features');
const ENTITIES = foldersOf('src/entities');
const SERVER_MODULES = foldersOf('src/server/modules');

/** Each folder in `names` may import another only through that one's index.ts (its face). */
function throughFaces(root, names) {
  return names.flatMap((target) =>
    names
      .filter((from) => from !== target)
      .map((from) => ({
        target: `${root}/${target}`,
        from: `${root}/${from}`,
        except: ['./index.ts'],
        message: `import ${root}/${from} through its index.ts, not its internals`,
      })),
  );
}

/** No folder in `names` imports another by any path: they meet only in the layer above (src/pages). */
function apart(root, names) {
  return names.map((name) => ({
    target: `${root}/${name}`,
    from: names.filter((other) => other !== name).map((other) => `${root}/${other}`),
    message: `${root}/${name} imports no other feature: compose them in src/pages, or share data through src/entities`,
  }));
}

/**
 * Code in `importers` reaches each folder under `root` only through that folder's index.ts (its face), and
 * the faces named in `alsoFaces` (a slice's routes.ts: the screens and server parts it offers the route table).
 */
function toFaces(root, names, importers, alsoFaces = []) {
  return names.map((name) => ({
    target: importers,
    from: `${root}/${name}`,
    except: ['./index.ts', ...alsoFaces],
    message: `import ${root}/${name} through its index.ts, not its internals`,
  }));
}

/**
 * Server folders that may not import client code: all but render/, whose job is to render the client
 * app on the server (server-side rendering), so it imports src/app and the features by design.
 */
const SERVER_WITHOUT_CLIENT = readdirSync('src/server', { withFileTypes: true })
  .filter((entry) => entry.name !== 'render')
  .map((entry) => `src/server/${entry.name}`);

/**
 * src/server's floors, bottom first: each imports only the floors under it (and itself). The foundation is
 * every file and folder not named in a floor above it (configuration, logging, the database, the mail).
 */
const SERVER_FLOORS_ABOVE_FOUNDATION = [
  { name: 'http/ (request plumbing)', paths: ['src/server/http'] },
  // context.ts is what every module is given, and builds it with the modules' faces (auth's token keys).
  { name: 'the modules and their context', paths: ['src/server/modules', 'src/server/context.ts'] },
  { name: 'render/ (the server-side rendering)', paths: ['src/server/render'] },
  { name: 'web/ (pages and files)', paths: ['src/server/web'] },
  {
    name: 'the entry points',
    // shop-jobs.ts names the modules' periodic jobs for main.ts, as app.ts names their routes; shop-events.ts
    // their subscribers of the domain events.
    paths: [
      'src/server/app.ts',
      'src/server/main.ts',
      'src/server/shop-jobs.ts',
      'src/server/shop-events.ts',
      'src/server/cli',
      'src/server/operator',
    ],
  },
];
const SERVER_FOUNDATION = readdirSync('src/server')
  .map((name) => `src/server/${name}`)
  .filter((entry) => entry !== 'src/server/test')
  .filter((entry) => !SERVER_FLOORS_ABOVE_FOUNDATION.some((floor) => floor.paths.includes(entry)));
const SERVER_FLOORS = [{ name: 'the foundation', paths: SERVER_FOUNDATION }, ...SERVER_FLOORS_ABOVE_FOUNDATION];

/**
 * Checkout, the status changes, staff refunds and the return decisions append domain events in their
 * transactions; the mails those cause are the events' subscribers' (modules/orders/order-events.ts and
 * modules/returns/return-events.ts, decision 0106). They import no mail code, so a mail can never again be
 * queued beside the change instead of after it.
 */
const ORDER_CHANGES_WITHOUT_MAIL = {
  target: [
    'src/server/modules/checkout/checkout.ts',
    'src/server/modules/orders/status-changes.ts',
    'src/server/modules/orders/refunds.ts',
    'src/server/modules/returns/returns.ts',
  ],
  from: [
    'src/server/mail',
    ...['confirmation-mail.ts', 'status-mail.ts', 'order-events.ts'].map((file) => `src/server/modules/orders/${file}`),
    'src/server/modules/returns/return-events.ts',
  ],
  message:
    'checkout, the status changes, staff refunds and the return decisions append domain events (src/server/events); their mails are the subscribers in order-events.ts and return-events.ts',
};

/** No floor of src/server imports one above it: an import only goes down. */
const floorsDownOnly = (floors) =>
  floors.slice(0, -1).map((floor, index) => ({
    target: floor.paths,
    from: floors.slice(index + 1).flatMap((above) => above.paths),
    message: `${floor.name} is a floor of src/server under ${floors
      .slice(index + 1)
      .map((above) => above.name)
      .join(', ')}: it imports none of them`,
  }));

// Lower layers never import higher ones: browser-kit < entities < features < pages < app.
const LAYERS = [
  {
    target: 'src/universal',
    from: ['src/browser-kit', 'src/entities', 'src/features', 'src/pages', 'src/app', 'src/server', 'src/index.tsx'],
    message:
      'src/universal is code both runtimes run: it imports nothing above it (no client kit, feature, app or server code)',
  },
  {
    target: 'src/browser-kit',
    from: ['src/entities', 'src/features', 'src/pages', 'src/app', 'src/server'],
    message: "src/browser-kit is the client's kit: it imports no entity, feature, page, app or server code",
  },
  {
    target: 'src/entities',
    from: ['src/features', 'src/pages', 'src/app'],
    message: 'src/entities is the layer under the features: it imports no feature, page or app code',
  },
  {
    target: 'src/features',
    from: ['src/pages', 'src/app'],
    message: 'a feature imports no page or app code (pages and the app compose the features)',
  },
  {
    target: 'src/pages',
    from: ['src/app'],
    message: 'a page imports no app code (the app routes to the pages)',
  },
  {
    target: SERVER_WITHOUT_CLIENT,
    from: ['src/browser-kit', 'src/entities', 'src/features', 'src/pages', 'src/app', 'src/index.tsx'],
    message: 'the server imports no client code (code both sides run lives in src/universal)',
  },
  // The staff console (issue 35) is an app of its own beside the shop: it builds on src/universal and the
  // shared kit only, and nothing imports it (the shop's bundles never hold a line of it).
  {
    target: 'src/admin',
    from: ['src/entities', 'src/features', 'src/pages', 'src/app', 'src/server', 'src/index.tsx'],
    message: 'the staff console imports src/universal and the shared kit (src/browser-kit) only',
  },
  {
    target: [
      'src/universal',
      'src/browser-kit',
      'src/entities',
      'src/features',
      'src/pages',
      'src/app',
      'src/server',
      'src/index.tsx',
    ],
    from: 'src/admin',
    message: 'nothing imports the staff console: it is its own bundle (webpack.config.ts)',
  },
];

/** What code both runtimes run may not lean on: React and the other browser libraries, and the DOM. */
const CLIENT_LIBRARIES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@mui/*',
  '@emotion/*',
  'react-redux',
  '@reduxjs/*',
  'notistack',
  'formik',
  'react-router',
  'react-router-dom',
  'react-intl',
];
const CORE_MESSAGE =
  'src/universal runs on the server too: no React, browser library or DOM here (client code lives in src/browser-kit)';
const DOM_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'HTMLElement'];

// A hex colour anywhere in a string or template ('#ddd', '1px solid #ddd', `… #eaeded 100%)`), not an
// anchor such as '#main-content'.
const HEX = '/(^|[^&\\w])#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})($|[^\\w-])/';
const HEX_MESSAGE = 'Colours come from the MUI theme (src/app/theme.ts palette or its shop tokens), not hex literals.';
const HEX_COLOUR = [
  { selector: `Literal[value=${HEX}]`, message: HEX_MESSAGE },
  { selector: `TemplateElement[value.raw=${HEX}]`, message: HEX_MESSAGE },
];

/**
 * The shop's browser bundle gives TextField no default Select (webpack.config.ts): a select passes its own. Nor
 * does it give its fields the standard or filled input: every field is outlined.
 */
const SELECT_TEXT_FIELD = [
  {
    selector: "JSXOpeningElement[name.name='TextField'] > JSXAttribute[name.name='select']",
    message:
      'A select TextField is SelectField or NativeSelectField (src/browser-kit/ui): the browser bundle gives TextField no Select of its own.',
  },
  {
    selector:
      "JSXOpeningElement[name.name=/^(TextField|Select|NativeSelect|SelectField|NativeSelectField)$/] > JSXAttribute[name.name='variant']:not([value.value='outlined'])",
    message:
      'The shop’s fields are outlined: the browser bundle has no standard or filled input (src/browser-kit/ui/outlined-input-only.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-server/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'public/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, local: { rules: { 'no-cycle': noCycle } } },
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
    settings: {
      // Without these, import-x does not parse TypeScript dependencies and no-cycle sees no edges.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'no-undef': 'off', // TypeScript checks names (and knows the DOM and Node globals)
      // A `let` read by a closure (e.g. a shutdown handler) before its one assignment stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // import-x/no-cycle skips type-only imports and has no option to count them: eslint-rules/no-cycle.mjs does.
      'local/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...LAYERS,
            ...apart('src/features', FEATURES),
            ...throughFaces('src/entities', ENTITIES),
            // The app still loads each screen by its path (lazily); the pages go through the faces.
            ...toFaces('src/features', FEATURES, ['src/pages'], ['./routes.ts']),
            ...toFaces('src/entities', ENTITIES, ['src/features', 'src/pages', 'src/app', 'src/server']),
            ...throughFaces('src/server/modules', SERVER_MODULES),
            ...floorsDownOnly(SERVER_FLOORS),
            ORDER_CHANGES_WITHOUT_MAIL,
            // The floors above the modules reach each one through its face, as the modules reach each other.
            ...toFaces('src/server/modules', SERVER_MODULES, [
              'src/server/context.ts',
              'src/server/render',
              'src/server/web',
            ]),
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/universal/**/*.ts', 'src/universal/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*test-support.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: CLIENT_LIBRARIES, message: CORE_MESSAGE }] }],
      'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message: CORE_MESSAGE }))],
    },
  },
  {
    // The browser downloads its page's own catalog; every catalog at once is the server's (types are free). Its
    // links are RouterLink.
    files: ['src/app/**', 'src/browser-kit/**', 'src/entities/**', 'src/features/**', 'src/pages/**', 'src/index.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            importNames: ['Link'],
            message:
              "The shop links through RouterLink (src/browser-kit/ui/RouterLink.tsx): React Router's Link brings its framework-mode prefetching onto every first load.",
          })),
          patterns: [
            {
              group: ['**/universal/i18n/catalogs'],
              allowTypeImports: true,
              message:
                "The browser loads only its page's catalog (src/app/i18n/load-messages.ts); import the type only.",
            },
          ],
        },
      ],
    },
  },
  {
    // Client components: colours and spacing come from the theme.
    files: ['src/{app,pages,features,entities,browser-kit,admin}/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...HEX_COLOUR] },
  },
  {
    // The shop's components (not the console's, whose bundle keeps TextField whole).
    files: ['src/{app,pages,features,entities,browser-kit}/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...HEX_COLOUR, ...SELECT_TEXT_FIELD] },
  },
  {
    // Tests and their harnesses drive modules from outside and may reach into them; production code may not.
    // Their '#…' strings are data (order numbers), not colours.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*test-support.ts', 'src/server/test/**', 'src/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // Build-time CommonJS helpers (webpack loaders).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
