// Test helpers for the apps' own tests (never imported by code that ships; not a federation share).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// `import … from 'x'`, `import 'x'`, `export … from 'x'`; `import type` / `export type` are erased by the build.
const STATEMENT = /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s*from\s*)?['"]([^'"]+)['"]/g;

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Of these packages, those that are antd (or shared/ui, which carries it). */
export function antdImports(packages: Iterable<string>): string[] {
  return [...packages].filter((p) => p === 'antd' || p.startsWith('@ant-design/') || p === 'shared/ui');
}

/**
 * The packages (bare specifiers: 'antd', 'shared/ui', …) a module reaches by static imports through its own
 * relative imports — what a bundler must load before the module runs. `import()` is where a lazy chunk begins and
 * is not followed; type-only imports are erased and not counted. A test guard for what a page loads first.
 */
export function staticImports(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [path.resolve(entry)];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, , typeOnly, spec] of readFileSync(file, 'utf8').matchAll(STATEMENT)) {
      if (typeOnly) continue;
      if (spec.startsWith('.')) {
        const next = resolve(file, spec);
        if (next) queue.push(next);
      } else packages.add(spec);
    }
  }
  return packages;
}
