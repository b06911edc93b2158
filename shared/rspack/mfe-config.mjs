// The one Rspack + Module Federation config every app (host and remotes) builds with.
// Build-time only: nothing here reaches the browser.
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CompressAssetsPlugin } from './compress-assets.mjs';
import { PrerenderPlugin } from './prerender-plugin.mjs';
import { PreloadManifestPlugin } from './preload-manifest.mjs';

const require = createRequire(import.meta.url);
const sharedPkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** Packages every app shares as singletons (ARCHITECTURE.md: one copy per page). */
const SINGLETON_PACKAGES = [
  'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-router', 'react-router-dom',
  'rxjs', 'axios', 'valtio', 'single-spa',
];
const SHARED_SUBPATHS = ['contracts', 'api', 'bus', 'auth', 'constants', 'platform', 'kit', 'ui'];

function versionOf(appDir, pkg) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  try {
    const r = createRequire(path.join(appDir, 'package.json'));
    return JSON.parse(readFileSync(r.resolve(`${base}/package.json`), 'utf8')).version;
  } catch {
    return JSON.parse(readFileSync(require.resolve(`${base}/package.json`), 'utf8')).version;
  }
}

export function sharedConfig(appDir) {
  const shared = {};
  for (const p of SINGLETON_PACKAGES) {
    const v = versionOf(appDir, p);
    shared[p] = { singleton: true, requiredVersion: `^${v.split('.')[0]}.0.0`, version: v, strictVersion: false };
  }
  for (const s of SHARED_SUBPATHS) {
    shared[`shared/${s}`] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  }
  return shared;
}

/** The federation container name of an area: what the host registers and loads (`mfe_<area>/app`). */
export function containerName(area) {
  return `mfe_${area}`;
}

/**
 * @param {object} o
 * @param {string} o.dir       the app's folder (import.meta.dirname of its rspack.config.mjs)
 * @param {string} o.name      federation name (host, auth, generator, ...)
 * @param {boolean} [o.host]   true for the shell
 * @param {Record<string,string>} [o.exposes]
 */
export function createConfig({ dir, name, host = false, exposes = {} }) {
  const prod = process.env.NODE_ENV !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return {
    mode: prod ? 'production' : 'development',
    context: dir,
    devtool: prod ? false : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      // MFE_OUT_DIR lets a deploy (or the independent-deployment e2e proof) build into another folder.
      path: process.env.MFE_OUT_DIR ? path.resolve(process.env.MFE_OUT_DIR) : path.join(dir, 'dist'),
      // The host is served at /, remotes at /mfe/<area>/ or any CDN: 'auto' resolves chunks next to the manifest.
      publicPath: host ? '/' : 'auto',
      filename: prod ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: prod ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: prod ? '[name].[contenthash:10].css' : '[name].css',
      uniqueName: `pp_${name}`,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // Evergreen browsers only (the product needs fetch, ES modules, CSS grid): ES2022 ships async/await,
              // spread and classes as written, instead of the helpers swc's ES5 default adds to every module.
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
    },
    optimization: {
      // Named chunk ids keep file names readable (package paths visible), which the one-copy e2e check relies on.
      chunkIds: 'named',
      moduleIds: 'deterministic',
      minimize: prod,
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development'),
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(pkg.version),
        __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? ''),
      }),
      new ModuleFederationPlugin({
        // A remote's container is published under its federation name as a global; `mfe_<area>` can never meet a
        // browser global (Chromium has a native `window.scheduler`, which a container named 'scheduler' hit).
        name: host ? name : containerName(name),
        ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(dir),
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        shareStrategy: 'loaded-first',
        // The host ships the federation runtime once; remotes use it instead of bundling their own copy
        // (each remoteEntry.js drops from ~35 KB to a few KB gzipped).
        experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      ...(host
        ? [
            new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer', minify: prod }),
            // The route table the server reads to know which area a page navigation mounts (preloads, prerender).
            new rspack.CopyRspackPlugin({ patterns: [{ from: 'src/routes.json', to: 'routes.json' }] }),
          ]
        : []),
      // Static HTML for public screens, made after the build (see prerender-plugin.mjs), then everything compressed.
      new PreloadManifestPlugin({ exposes }),
      new PrerenderPlugin({ dir }),
      ...(prod ? [new CompressAssetsPlugin()] : []),
    ],
    stats: 'errors-warnings',
    watchOptions: { ignored: /node_modules|dist/ },
  };
}
