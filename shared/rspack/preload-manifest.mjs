// `<out>/preload.json`: which files a page needs first, for the server's `<link rel="preload">` (server
// platform/page-html.ts). mf-manifest.json lists every variant of a shared module's chunks (the provider's and the
// consumer's fallback), of which the federation runtime loads only the provider's; and it does not list the host's
// boot chunks at all. Both are read here from the build's chunk graph. Build-time only.
//   boot:   the files behind the entry's async boundary (`import('./bootstrap')` in src/index.ts)
//   shared: share key → the files of the chunks that provide it
//   needs:  exposed module → the share keys its synchronous chunks consume (what must load before it runs; a
//           lazily loaded screen's shared modules, such as shared/ui behind billing's Plan & Billing, are not here)
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const PROVIDE = /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /;
const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;

export class PreloadManifestPlugin {
  constructor({ entry = './src/index.ts', exposes = {} } = {}) {
    this.entry = entry;
    this.exposes = exposes;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PreloadManifestPlugin', async (compilation) => {
      const { chunks = [], modules = [] } = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true, modules: true, reasons: true });
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
      const needs = neededShares(modules, this.exposes);
      await writeFile(path.join(compilation.outputOptions.path, 'preload.json'), `${JSON.stringify({ boot, shared, needs }, null, 2)}\n`);
    });
  }
}

/**
 * Exposed module → the share keys reached from it by static imports (an `import()` is where a lazy chunk starts:
 * what is behind it is left out), through the shared modules' own imports.
 */
function neededShares(modules, exposes) {
  const children = new Map();
  const starts = new Map();
  for (const m of modules) {
    for (const r of m.reasons ?? []) {
      if (r.type === 'container exposed') starts.set(r.userRequest, m.identifier);
      else if (r.moduleIdentifier && r.type !== 'import()') {
        if (!children.has(r.moduleIdentifier)) children.set(r.moduleIdentifier, new Set());
        children.get(r.moduleIdentifier).add(m.identifier);
      }
    }
  }
  const names = new Map(modules.map((m) => [m.identifier, m.name ?? '']));
  const needs = {};
  for (const [exposed, request] of Object.entries(exposes)) {
    const start = starts.get(request);
    if (!start) continue;
    const seen = new Set([start]);
    const queue = [start];
    const keys = new Set();
    while (queue.length) {
      const id = queue.shift();
      const key = CONSUME.exec(names.get(id) ?? '')?.[1];
      if (key) keys.add(key);
      for (const child of children.get(id) ?? []) if (!seen.has(child)) seen.add(child) && queue.push(child);
    }
    needs[exposed] = [...keys].sort();
  }
  return needs;
}
