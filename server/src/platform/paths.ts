import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders located from this file rather than from the working directory, because the server is started
 * from the repo root (`pnpm start`), from server/ (`pnpm --filter server start`) and by jest.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

/** server/ */
export const SERVER_ROOT = path.resolve(here, '../..');

/** The pnpm workspace root (holds host, the mfe folders, server, data). */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
