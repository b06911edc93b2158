// The prerender extension point (README "How the first load works"): an app that has `src/prerender.tsx` gets
// static HTML for its screens at build time, `<out>/prerender/<name>.html`, which the server inlines into the page
// for the matching route so the screen paints from HTML and CSS before any script runs: a visitor's public screens,
// and a member's first screen (what every member sees before their own data arrives; the server uses it only for a
// request with the session cookie).
//
// `src/prerender.tsx` exports `prerender: Record<string, () => ReactNode | string>`; each entry is rendered with
// react-dom/server in plain Node.js (through tsx, so TSX and the `shared/*` sources load as they are; no browser at
// build time). A screen renders its own `<style>` so the HTML carries its CSS; a screen built with the antd kit
// returns `prerenderAreaScreen(…)` from `shared/prerender` (HTML with the kit's, the area's and antd's CSS).
// Build-time only.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Runs `prerender-run.mjs` for `appDir`, writing into `outDir/prerender/`. */
export function runPrerender(appDir, outDir) {
  const tsxCli = require.resolve('tsx/cli');
  const runner = path.join(import.meta.dirname, 'prerender-run.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, runner, appDir, outDir], { cwd: appDir, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`prerender of ${path.basename(appDir)} failed (exit ${code})`))));
  });
}

export class PrerenderPlugin {
  constructor({ dir }) {
    this.dir = dir;
  }

  apply(compiler) {
    const source = path.join(this.dir, 'src', 'prerender.tsx');
    if (!existsSync(source)) return;
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      try {
        await runPrerender(this.dir, compilation.outputOptions.path);
      } catch (e) {
        // A failed prerender fails the build: the server would otherwise silently serve a page without it.
        compilation.errors.push(new compiler.webpack.WebpackError(String(e instanceof Error ? e.message : e)));
      }
    });
  }
}
