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

const api = `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [
    react(),
    buildId(),
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
  resolve: { tsconfigPaths: true },
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
