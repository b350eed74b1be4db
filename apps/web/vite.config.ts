import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Gives every build an id, compiled into the app as __BUILD_ID__ and published as builds/latest.json,
 * so that an open tab can notice that a newer build was deployed and offer a reload.
 */
function buildId(): Plugin {
  const id = crypto.randomUUID();
  return {
    name: 'hbw-build-id',
    config: (_config, { command }) => ({
      define: { __BUILD_ID__: JSON.stringify(command === 'build' ? id : 'development') },
    }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify({ id })}\n` });
    },
  };
}

/**
 * Resolution shared by both builds, so that the server renders what the browser hydrates. Mantine's
 * `useId` (imported by `@mantine/hooks`' index as `./use-id/use-id.mjs`) is replaced by one on React's
 * own id, which needs no second render (`src/lib/mantine-use-id.ts`, decision 041).
 */
const resolve = {
  tsconfigPaths: true,
  alias: [
    { find: /^\.\/use-id\/use-id\.mjs$/, replacement: path.resolve(import.meta.dirname, 'src/lib/mantine-use-id.ts') },
  ],
};

/**
 * The server's build (`vite build --ssr`): the public pages' renderer, everything it uses bundled in,
 * into dist-server/, beside the browser's build and out of what the server sends (decision 031). Its
 * build id is never shown: the browser's own build checks for newer ones. Vite leaves a server build's
 * NODE_ENV to be read where it runs, where React would then pick its development build in the API's
 * development and test processes: the server renders with the production React the browser hydrates
 * with, wherever it runs.
 */
const serverConfig = defineConfig({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('server'), 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  resolve,
  ssr: { noExternal: true },
  build: { outDir: 'dist-server', emptyOutDir: true, rolldownOptions: { input: 'src/server/render-page.tsx' } },
});

/** `'key': () => import('./module')` entries of a module that maps names to lazy imports. */
function lazyImports(file: string): [string, string][] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:'([^']+)'|([\w-]+))\s*:\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/g)].map(
    ([, quoted, bare, specifier]) => [
      (quoted ?? bare) as string,
      path.resolve(path.dirname(file), specifier as string),
    ],
  );
}

/**
 * Writes page-assets.json: for each screen (by its route-table path) and each lazy layout, the script
 * files and stylesheets it loads beyond the first load. The server names them in each page's head
 * (modulepreload, preload) so that the browser fetches them with the entry instead of after it has run
 * (apps/api/src/plugins/app/web.ts).
 */
function pageAssets(): Plugin {
  let root = '';
  return {
    name: 'hbw-page-assets',
    apply: 'build',
    // After Vite's own plugins, which drop the chunks that only held stylesheets (a component's Mantine CSS).
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byModule = new Map(
        chunks
          .filter((chunk) => chunk.facadeModuleId)
          .map((chunk) => [chunk.facadeModuleId?.replace(/\.tsx?$/, ''), chunk]),
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A chunk's files with the files it imports before it (so that they can be run in that order), once each.
      const closure = (
        fileName: string,
        scripts = new Set<string>(),
        styles = new Set<string>(),
        visited = new Set<string>(),
      ) => {
        const chunk = byFile.get(fileName);
        if (!chunk || visited.has(fileName)) return { scripts, styles };
        visited.add(fileName);
        for (const imported of chunk.imports) closure(imported, scripts, styles, visited);
        for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
        scripts.add(fileName);
        return { scripts, styles };
      };
      const firstLoad = chunks.filter((chunk) => chunk.isEntry).map((chunk) => closure(chunk.fileName));
      const inFirstLoad = (file: string) => firstLoad.some((load) => load.scripts.has(file) || load.styles.has(file));
      const assetsOf = (module: string) => {
        const chunk = byModule.get(module);
        if (!chunk) return undefined;
        const { scripts, styles } = closure(chunk.fileName);
        const url = (file: string) => `/${file}`;
        return {
          scripts: [...scripts].filter((file) => !inFirstLoad(file)).map(url),
          styles: [...styles].filter((file) => !inFirstLoad(file)).map(url),
        };
      };
      const table = (file: string) =>
        Object.fromEntries(
          lazyImports(path.join(root, file)).flatMap(([key, module]) => {
            const assets = assetsOf(module);
            return assets ? [[key, assets]] : [];
          }),
        );
      const source = { screens: table('src/app/screens.ts'), layouts: table('src/app/layouts/index.ts') };
      this.emitFile({ type: 'asset', fileName: 'page-assets.json', source: `${JSON.stringify(source)}\n` });
    },
  };
}

const api = `http://localhost:${process.env.API_PORT ?? '3000'}`;

/** The browser's build, and the development server. */
export const browserConfig = defineConfig({
  plugins: [
    react(),
    buildId(),
    pageAssets(),
    // Every text file of 1 kB or more also as .br and .gz, at the highest levels: compressed once here, the
    // server sends them as they are to a browser that accepts them (apps/api/src/plugins/app/web.ts). Not the
    // page: the server writes each address's head into it and compresses that.
    compression({
      include: /\.(css|js|mjs|json|svg|txt|xml|webmanifest)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  resolve,
  build: {
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page needs, in as few files as possible: code compresses better in one file than in
          // pieces, and each piece costs an entry in every preload list (decision 011). The framework, which
          // changes least, keeps its own file so that a deploy rarely makes visitors download it again.
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            // Everything else the first load needs (router, theme, the header and footer): the entry's file.
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/dev': api },
  },
});

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is production's, whatever NODE_ENV the shell holds: Vite takes an ambient NODE_ENV over the
  // build's mode, and with development it bundled React's development build into the browser's files
  // (and resolved packages, and compiled JSX, for development). Set here, as Vite advises, it is read
  // after this config by Vite and its React plugin alike.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return isSsrBuild ? serverConfig : browserConfig;
});
