// The product areas, written once in shared/areas.json (shared/constants reads the same file), and the app lists
// the scripts derive from it: build, dev, typecheck, jest projects, the e2e setup and the bench. No side effects,
// so any script or config may import it. A new area is a line in shared/areas.json plus its two folders.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** @type {readonly string[]} area names: `mfe-<area>/` and `server/src/areas/<area>/` */
export const AREAS = Object.freeze(JSON.parse(readFileSync(path.join(ROOT, 'shared', 'areas.json'), 'utf8')));

/** Remote folders, one per area. */
export const REMOTES = Object.freeze(AREAS.map((area) => `mfe-${area}`));

/** Every front-end app: the shell and the remotes. */
export const APPS = Object.freeze(['host', ...REMOTES]);

/** Every TypeScript package: what `pnpm typecheck` checks and jest runs as projects. */
export const PACKAGES = Object.freeze(['shared', 'server', ...APPS]);
