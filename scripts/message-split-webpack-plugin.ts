import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Chunk, Compilation, type Compiler, type Module, RuntimeGlobals, RuntimeModule, sources } from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the catalogs' compiler is shared with the loader
const { compileMessages } = require('./icu-ast-loader.cjs') as {
  compileMessages: (messages: Record<string, string>, file: string) => Record<string, unknown>;
};

const NAME = 'MessageSplitWebpackPlugin';
const CATALOG_DIR = path.resolve(__dirname, '../src/universal/i18n/messages');
/** A dotted word, or the start of one ending in a dot (`error.code.${code}` names every id it starts). */
const ID_LIKE = /[A-Za-z][\w-]*(?:\.[\w-]+)+\.?/g;

/** A language's catalog file: the entry's (`messages-en-json.<hash>.js`, the name the server hints) or a chunk's. */
interface CatalogFile {
  file: string;
  source: string;
}

interface Plan {
  /** Language → the catalog every page loads before its first render. */
  base: Map<string, CatalogFile>;
  /** Chunk id → the texts the chunk's modules name beyond the base's: their hash, and the file per language. */
  chunks: Map<string | number, { hash: string; files: Map<string, CatalogFile> }>;
}

/** A value as JavaScript with identifier keys left bare (as the minifier writes a syntax tree). */
function toScript(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(toScript).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}:${toScript(item)}`,
    );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The modules a chunk holds, a concatenated module's inner ones included. */
function* modulesOf(compilation: Compilation, chunk: Chunk): Generator<Module> {
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    const inner = (module as Module & { modules?: Iterable<Module> }).modules;
    if (inner) yield* inner;
    else yield module;
  }
}

/**
 * Splits the shop's message catalogs by the code that reads them (issue 36): every page loads the texts
 * its entry scripts name (the shell: header, footer, drawer, errors), and each lazily loaded chunk
 * brings the texts its own modules name, in the page's language, through webpack's chunk loading: a
 * chunk's `import()` settles only once its texts are in the catalog, so no screen renders a message id
 * and a server-rendered screen hydrates with the texts it was rendered with.
 *
 * A module names a text by its id as a literal (`'cart.title'`), or by the start of one in a template
 * (`error.code.${code}`: every id starting so). Ids no module of the shop names (sent by the server, or
 * read by none) go with the entry's texts, so a text is never missing. The mail and page-head texts stay
 * out, as before (scripts/icu-ast-loader.cjs).
 */
export class MessageSplitWebpackPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const locales = readdirSync(CATALOG_DIR)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length));
      const catalogs = new Map(
        locales.map((locale) => {
          const file = path.join(CATALOG_DIR, `${locale}.json`);
          compilation.fileDependencies.add(file);
          const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
          return [locale, compileMessages(raw, file)];
        }),
      );
      const ids = Object.keys(catalogs.get('en') ?? {});
      const idSet = new Set(ids);
      const named = new Map<Module, Set<string>>();
      const idsOf = (module: Module): Set<string> => {
        let found = named.get(module);
        if (found) return found;
        found = new Set();
        const resource = (module as Module & { resource?: string }).resource;
        const text = resource?.includes(`${path.sep}src${path.sep}`)
          ? module.originalSource()?.source().toString()
          : undefined;
        for (const [token] of text?.matchAll(ID_LIKE) ?? []) {
          if (idSet.has(token)) found.add(token);
          else if (token.endsWith('.')) for (const id of ids) if (id.startsWith(token)) found.add(id);
        }
        named.set(module, found);
        return found;
      };

      const publicPath = String(compilation.outputOptions.publicPath ?? '/');
      const catalogSource = (locale: string, chosen: readonly string[]): string => {
        const catalog = catalogs.get(locale) ?? {};
        const texts: Record<string, unknown> = {};
        for (const id of chosen) if (id in catalog) texts[id] = catalog[id];
        return `(self.storefrontMessages=self.storefrontMessages||[]).push(${toScript(texts)});`;
      };
      /**
       * One hash for a set of ids in every language: chunks naming the same texts share their files (loaded
       * once), and the runtime keeps one short hash per chunk instead of a file name per language.
       */
      const catalogFiles = (key: (hash: string) => string, chosen: readonly string[]) => {
        const texts = locales.map((locale) => [locale, catalogSource(locale, chosen)] as const);
        const hash = createHash('sha256');
        texts.forEach(([, source]) => hash.update(source));
        const digest = hash.digest('hex').slice(0, 8);
        return {
          hash: digest,
          files: new Map(
            texts.map(([locale, source]) => [locale, { file: `assets/messages-${locale}-${key(digest)}.js`, source }]),
          ),
        };
      };

      let plan: Plan | undefined;
      const planOf = (): Plan => {
        if (plan) return plan;
        const base = new Set<string>();
        const everyNamed = new Set<string>();
        const lazy: [Chunk, Set<string>][] = [];
        for (const chunk of compilation.chunks) {
          const chunkIds = new Set<string>();
          for (const module of modulesOf(compilation, chunk)) for (const id of idsOf(module)) chunkIds.add(id);
          chunkIds.forEach((id) => everyNamed.add(id));
          if (chunk.canBeInitial()) chunkIds.forEach((id) => base.add(id));
          else lazy.push([chunk, chunkIds]);
        }
        for (const id of ids) if (!everyNamed.has(id)) base.add(id);
        const sortedBase = [...base].sort();
        plan = { base: catalogFiles((hash) => `json.${hash}`, sortedBase).files, chunks: new Map() };
        for (const [chunk, chunkIds] of lazy) {
          const own = [...chunkIds].filter((id) => !base.has(id)).sort();
          if (own.length === 0 || chunk.id === null) continue;
          plan.chunks.set(
            chunk.id,
            catalogFiles((hash) => hash, own),
          );
        }
        return plan;
      };

      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.ensureChunkHandlers)
        .tap(NAME, (chunk, requirements) => {
          requirements.add(RuntimeGlobals.loadScript);
          requirements.add(RuntimeGlobals.publicPath);
          compilation.addRuntimeModule(chunk, new MessagesRuntimeModule(planOf));
        });

      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { base, chunks } = planOf();
        const files = new Map<string, string>();
        for (const file of base.values()) files.set(file.file, file.source);
        for (const { files: byLocale } of chunks.values())
          for (const file of byLocale.values()) files.set(file.file, file.source);
        for (const [file, source] of files) compilation.emitAsset(file, new sources.RawSource(source));
      });
      // The server hints a page's catalog by the name its chunk had (src/server/render/chunk-hints.ts).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, () => {
        const manifest = compilation.getAsset('chunk-manifest.json');
        if (!manifest) return;
        const parsed = JSON.parse(manifest.source.source().toString()) as {
          groups: Record<string, { scripts: string[]; fonts: string[] }>;
        };
        for (const [locale, file] of planOf().base)
          parsed.groups[`messages-${locale}-json`] = { scripts: [`${publicPath}${file.file}`], fonts: [] };
        compilation.updateAsset('chunk-manifest.json', new sources.RawSource(JSON.stringify(parsed, null, 2)));
      });
    });
  }
}

/**
 * In the runtime: `__webpack_require__.loadMessages(locale)` loads the entry's texts and picks the
 * language of every chunk's texts after it; each chunk load then waits for its texts as well.
 */
class MessagesRuntimeModule extends RuntimeModule {
  constructor(private readonly plan: () => Plan) {
    super('storefront message catalogs', RuntimeModule.STAGE_ATTACH);
  }

  override generate(): string {
    const { base, chunks } = this.plan();
    const baseFiles = Object.fromEntries([...base].map(([locale, file]) => [locale, file.file]));
    const perChunk = Object.fromEntries([...chunks].map(([id, { hash }]) => [id, hash]));
    const { require, loadScript, publicPath, ensureChunkHandlers } = RuntimeGlobals;
    return `var base = ${JSON.stringify(baseFiles)}, perChunk = ${JSON.stringify(perChunk)}, loading = {}, language;
function load(file) {
  if (!loading[file]) loading[file] = new Promise(function (resolve, reject) {
    ${loadScript}(${publicPath} + file, function (event) {
      if (event && event.type === 'load') return resolve();
      delete loading[file];
      var error = new Error('Loading the message catalog ' + file + ' failed');
      error.name = 'ChunkLoadError';
      reject(error);
    }, 'messages:' + file);
  });
  return loading[file];
}
${require}.loadMessages = function (locale) { language = locale; return load(base[locale]); };
${ensureChunkHandlers}.messages = function (chunkId, promises) {
  var hash = perChunk[chunkId];
  if (language && hash) promises.push(load('assets/messages-' + language + '-' + hash + '.js'));
};`;
  }
}
