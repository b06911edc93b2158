import path from 'node:path';
import { CachedFiles } from './cached-file';

/** How long a file fetched from a remote's own origin (a CDN) is used before it is fetched again. */
const REMOTE_TTL_MS = 60_000;
const REMOTE_TIMEOUT_MS = 2_000;

interface Fetched {
  text: string | null;
  at: number;
  pending?: Promise<void>;
}

/**
 * Reads the files a remote publishes beside its mf-manifest.json (the manifest itself, prerendered screens),
 * wherever REMOTE_<AREA>_URL points: a path on this server is read from STATIC_ROOT (re-read when the file changes);
 * an absolute URL is fetched in the background and cached for a minute, so a page is never held up by a CDN
 * (until the first fetch lands, the page simply goes without what it would have added).
 */
export class RemoteFiles {
  private readonly fetched = new Map<string, Fetched>();

  constructor(
    private readonly staticRoot: string,
    private readonly files = new CachedFiles(),
  ) {}

  /** The file at `url` (a path like /mfe/billing/mf-manifest.json, or an absolute URL), or null. */
  async text(url: string): Promise<string | null> {
    if (/^https?:\/\//i.test(url)) return this.remote(url);
    const local = this.localPath(url);
    return local ? this.files.text(local) : null;
  }

  async json<T>(url: string): Promise<T | null> {
    const text = await this.text(url);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  }

  /** `/mfe/<area>/<file>` → STATIC_ROOT/mfe-<area>/dist/<file>; `/<file>` → the host's dist. Never outside them. */
  localPath(url: string): string | null {
    const pathname = decodeURIComponent(url.split(/[?#]/)[0]);
    const m = /^\/mfe\/([a-z0-9-]+)\/(.+)$/.exec(pathname);
    const [root, rest] = m ? [path.join(this.staticRoot, `mfe-${m[1]}`, 'dist'), m[2]] : [path.join(this.staticRoot, 'host', 'dist'), pathname.slice(1)];
    const file = path.resolve(root, rest);
    return file.startsWith(root + path.sep) ? file : null;
  }

  private remote(url: string): string | null {
    const now = Date.now();
    let entry = this.fetched.get(url);
    if (!entry) {
      entry = { text: null, at: 0 };
      this.fetched.set(url, entry);
    }
    if (!entry.pending && now - entry.at > REMOTE_TTL_MS) {
      const e = entry;
      e.pending = fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) })
        .then(async (r) => {
          e.text = r.ok ? await r.text() : null;
        })
        .catch(() => {
          e.text = null;
        })
        .finally(() => {
          e.at = Date.now();
          e.pending = undefined;
        });
    }
    return entry.text;
  }
}
