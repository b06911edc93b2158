// Brotli and gzip copies of every text asset, made once at build time so the server never compresses a static
// file per request: `main.abc.js` gets `main.abc.js.br` and `main.abc.js.gz` beside it, and the server picks one
// by content negotiation (@fastify/static `preCompressed`). Build-time only.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map)$/i;
/** Below this a compressed copy saves less than the headers it costs (the usual CDN threshold). */
export const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) for every compressible file of `dir`; returns their count. */
export async function compressDir(dir) {
  const jobs = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const { size } = await stat(file);
        if (size < MIN_BYTES) return 0;
        const data = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gzip(data, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        return 1;
      })(),
    );
  }
  return (await Promise.all(jobs)).reduce((a, b) => a + b, 0);
}

/** Rspack plugin: after the files are written, compress the whole output folder (so other plugins' files count too). */
export class CompressAssetsPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('CompressAssetsPlugin', async (compilation) => {
      // Prerendered HTML is written in an afterEmit hook too; the prerender plugin runs first (registered earlier).
      await compressDir(compilation.outputOptions.path);
    });
  }
}
