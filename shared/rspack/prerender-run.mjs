// Child process of prerender-plugin.mjs (run through tsx): `node tsx/cli prerender-run.mjs <appDir> <outDir>`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [appDir, outDir] = process.argv.slice(2);
// Build-time constants the apps' sources read (DefinePlugin replaces them in the browser bundles).
Object.assign(globalThis, { __BUILD_LABEL__: '', __APP_NAME__: path.basename(appDir), __APP_VERSION__: '' });

// react-dom/server from the app itself, so it meets the same React as the app's components.
const appRequire = createRequire(path.join(appDir, 'package.json'));
const { renderToStaticMarkup } = appRequire('react-dom/server');
const { prerender } = await import(pathToFileURL(path.join(appDir, 'src', 'prerender.tsx')).href);

const dir = path.join(outDir, 'prerender');
mkdirSync(dir, { recursive: true });
const names = Object.keys(prerender);
for (const name of names) {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`prerender name "${name}" must be kebab-case (it becomes a file name)`);
  // An entry gives a React node, or HTML already made (shared/prerender's prerenderAreaScreen, for antd screens).
  const screen = prerender[name]();
  writeFileSync(path.join(dir, `${name}.html`), typeof screen === 'string' ? screen : renderToStaticMarkup(screen));
}
console.log(`prerendered ${names.length} screen${names.length === 1 ? '' : 's'} of ${path.basename(appDir)}: ${names.join(', ')}`);
