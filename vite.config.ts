import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import ts from 'typescript';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Plugin, build, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Text files worth compressing; images and fonts are compressed already. Below 512 bytes the headers cost more. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 512;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the built client at the strongest
 * levels, once the build (public files included) is written: the server hands them out as they are
 * (@fastify/static `preCompressed`), so compression costs nothing per request. A variant no smaller
 * than its file is skipped.
 */
function precompress(): Plugin {
  let dir = '';
  return {
    name: 'storefront:precompress',
    apply: 'build',
    configResolved(config) {
      // The server's renderer is read from disk by the server itself: nothing to compress.
      dir = config.build.ssr ? '' : resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!dir) return;
      for (const path of filesUnder(dir)) {
        if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
        const source = readFileSync(path);
        const brotli = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        for (const [extension, bytes] of [
          ['.br', brotli],
          ['.gz', gzipSync(source, { level: 9 })],
        ] as const) {
          if (bytes.length < source.length) writeFileSync(path + extension, bytes);
        }
      }
    },
  };
}

/** The router's table of pages (route → its lazily loaded module), read by the build as the router reads it. */
const PAGE_MODULES = 'src/ui/page-modules.ts';

/** Each `route: () => import('./path')` of the table, as the root-relative module Vite's manifest names. */
function pageSources(root: string): Record<string, string> {
  const file = resolve(root, PAGE_MODULES);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const sources: Record<string, string> = {};
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isArrowFunction(node.initializer)) {
      const route = node.name.getText(source);
      const findImport = (inner: ts.Node): void => {
        const [specifier] = ts.isCallExpression(inner) ? inner.arguments : [];
        if (ts.isCallExpression(inner) && inner.expression.kind === ts.SyntaxKind.ImportKeyword && specifier && ts.isStringLiteral(specifier)) {
          sources[route] = relative(root, resolve(dirname(file), specifier.text))
            .split(/[\\/]/)
            .join(posix.sep);
        } else ts.forEachChild(inner, findImport);
      };
      findImport(node.initializer);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sources;
}

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

/**
 * Writes which built files each kind of page needs beyond the entry (dist/client/.vite/route-chunks.json): the
 * page's chunk and the chunks it imports, from the router's table of pages and Vite's manifest. The server
 * asks for them with the page it renders (server/services/first-paint/document.ts), so the browser fetches
 * them beside the entry rather than after it. A page of the table the build did not load lazily stops the build.
 */
function routeChunks(): Plugin {
  let root = '';
  let dir = '';
  return {
    name: 'storefront:route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      dir = config.build.ssr ? '' : resolve(config.root, config.build.outDir, '.vite');
    },
    closeBundle() {
      if (!dir) return;
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const filesOf = (key: string, seen: Set<string>): string[] => {
        const chunk = manifest[key];
        if (!chunk || chunk.isEntry || seen.has(key)) return [];
        seen.add(key);
        return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => filesOf(imported, seen))];
      };
      const routes = Object.entries(pageSources(root)).map(([route, stem]) => {
        const key = ['.tsx', '.ts'].map((extension) => stem + extension).find((candidate) => manifest[candidate]);
        if (!key) throw new Error(`${PAGE_MODULES}: the page of route ${route} (${stem}) is not in the build's manifest`);
        return [route, filesOf(key, new Set())] as const;
      });
      if (routes.length === 0) throw new Error(`${PAGE_MODULES}: no page found in the table`);
      writeFileSync(join(dir, 'route-chunks.json'), JSON.stringify(Object.fromEntries(routes), null, 2));
    },
  };
}

/**
 * Builds the server's renderer (dist/server/first-paint.js, from src/composition/first-paint.tsx) once the
 * client is built, so one `vite build` gives both halves of a page: the server renders the first paint from
 * the same views, the browser takes it over.
 */
function serverRenderer(): Plugin {
  let root = '';
  let outDir = '';
  let ssr = false;
  let logLevel: 'info' | 'warn' | 'error' | 'silent' = 'info';
  return {
    name: 'storefront:server-renderer',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // Beside the client's folder: dist/client → dist/server.
      outDir = resolve(config.root, config.build.outDir, '..', 'server');
      ssr = Boolean(config.build.ssr);
      logLevel = config.logLevel ?? 'info';
    },
    async closeBundle() {
      if (ssr) return;
      await build({
        root,
        logLevel,
        build: {
          ssr: 'src/composition/first-paint.tsx',
          outDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: 'first-paint.js' } },
        },
      });
    },
  };
}

/**
 * Our modules run nothing when imported (only the entry, `src/main.tsx`, does; CSS keeps its effect). Saying so
 * lets the bundler leave out a module that the first page reaches only through a folder's index re-exports
 * (`domain/analytics` → its purchase event), instead of counting it as the first page's code.
 */
const runsNothingOnImport = (id: string) =>
  (/[\\/](src|contract|kernel)[\\/].*\.tsx?$/.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id)) || runsOnlyReflectOnImport(id);

/**
 * inversify's packages say they have side effects; the only one is importing `reflect-metadata/lite`, which the
 * browser's composition root imports itself (src/composition/browser.ts). Saying so leaves their unused
 * modules out of the first page.
 */
const runsOnlyReflectOnImport = (id: string) => /[\\/]node_modules[\\/](inversify|@inversifyjs[\\/][^\\/]+)[\\/]/.test(id);

/** Every page's head tags. */
const PAGE_HEAD = /[\\/]src[\\/]ui[\\/](use-page-head|head-tags|head)\.ts$/;
/**
 * What a product is drawn with, on the product page and in listings: its picture, status and list controls.
 * The few lines the content pages share with the cart's offers (promotion reports) and with the store pages
 * (a store's distance) come with them: as files of their own they cost a first visit more in headers than in code.
 */
const PRODUCT_PARTS =
  /[\\/]src[\\/](domain[\\/]catalog[\\/]product\.ts|domain[\\/]delivery[\\/]item-status\.ts|ui[\\/]components[\\/]product-picture\.tsx|ui[\\/]components[\\/]lists[\\/]list-controls\.tsx|domain[\\/]catalog[\\/]store\.ts|ui[\\/]use-promotion\.ts)$/;
/** What a listing (a category, content blocks, search results) is drawn with: tiles, facets and their filters. */
const LISTING_PARTS =
  /[\\/]src[\\/](domain[\\/]catalog[\\/]spec-filter\.ts|ui[\\/]components[\\/](attribute-facets|product-tile)\.tsx|ui[\\/]use-loaded\.ts|ui[\\/]pages[\\/]makerhub[\\/]use-makerhub\.ts)$/;

export default defineConfig({
  plugins: [react(), routeChunks(), precompress(), serverRenderer()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The build reads which files each page needs from it (routeChunks), for the server to ask for them with the page.
    manifest: true,
    // One small stylesheet is all that blocks the first paint; the pages' rules are few and come with it.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Rolldown puts a module that the first page and a lazy page share in a chunk of its own (react,
        // the site and money helpers…), so a first visit fetched ten files. Whatever the first page runs
        // goes in its entry chunk instead: one file, compressed as one. Lazy pages still load apart.
        // `$initial` is rolldown's own mark for "the entry imports it statically, at some depth".
        // The pages' small shared modules are grouped as the pages share them, so a page fetches a few files
        // rather than one per module: each file costs its headers (about 0.4 kB) on a first visit.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'page-head', test: PAGE_HEAD, priority: 1 },
            { name: 'product-parts', test: PRODUCT_PARTS, priority: 1 },
            { name: 'listing-parts', test: LISTING_PARTS, priority: 1 },
          ],
        },
      },
      // Building a zod schema has no side effects, but a chain such as z.string().check(…) hides that from
      // the bundler; saying so drops the request schemas only the server parses from the browser's bundle.
      treeshake: { manualPureFunctions: ['z'], moduleSideEffects: (id) => !runsNothingOnImport(id) },
    },
  },
  server: {
    host: '127.0.0.1',
    // In development the API runs beside Vite (`npm run serve`); keep the Host so the site is kept.
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
      '/fe/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
});
