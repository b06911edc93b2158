// `<out>/preload.json`: which files a page needs first, for the server's `<link rel="preload">` (server
// platform/page-html.ts). mf-manifest.json lists every variant of a shared module's chunks (the provider's and the
// consumer's fallback), of which the federation runtime loads only the provider's; and it does not list the host's
// boot chunks at all. Both are read here from the build's chunk graph. Build-time only.
//   boot:   the files behind the entry's async boundary (`import('./bootstrap')` in src/index.ts)
//   shared: share key → the files of the chunks that provide it
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const PROVIDE = /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /;

export class PreloadManifestPlugin {
  constructor({ entry = './src/index.ts' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PreloadManifestPlugin', async (compilation) => {
      const { chunks = [] } = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true });
      const code = (files = []) => files.filter((f) => /\.(?:js|css)$/.test(f));
      const boot = chunks
        .filter((c) => !c.initial && (c.origins ?? []).some((o) => o.moduleName === this.entry && o.request))
        .flatMap((c) => code(c.files));
      const shared = {};
      for (const c of chunks) {
        for (const o of c.origins ?? []) {
          const key = PROVIDE.exec(o.moduleName ?? '')?.[1];
          if (key) shared[key] = [...new Set([...(shared[key] ?? []), ...code(c.files)])];
        }
      }
      await writeFile(path.join(compilation.outputOptions.path, 'preload.json'), `${JSON.stringify({ boot, shared }, null, 2)}\n`);
    });
  }
}
