/**
 * Run-time remote loading: the host learns where each area lives from `/remotes.json` (served by the server
 * from its configuration) and registers them with the federation runtime. No remote URL is built in.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig, ParcelConfigObject } from 'single-spa';
import type { RemotesConfig } from 'shared/contracts';
import type { Area } from 'shared/constants';

/** Federation container name of an area (the build publishes each remote as `mfe_<area>`, see shared/rspack). */
const container = (area: string) => `mfe_${area}`;

let configPromise: Promise<RemotesConfig> | null = null;

/** The document the server inlined into index.html (`<script id="remotes-config" type="application/json">`), if any. */
async function inlineRemotesConfig(): Promise<RemotesConfig | null> {
  const text = document.getElementById('remotes-config')?.textContent;
  return text ? (JSON.parse(text) as RemotesConfig) : null;
}

/** Fetch `/remotes.json` once per page and register every area; resolves to the config. */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  configPromise ??= inlineRemotesConfig()
    .then((inline) => inline ?? fetch('/remotes.json', { cache: 'no-store' }).then((r) => {
      if (!r.ok) throw new Error(`remotes.json answered ${r.status}`);
      return r.json() as Promise<RemotesConfig>;
    }))
    .then((cfg) => {
      registerRemotes(
        Object.entries(cfg.remotes).map(([area, entry]) => ({ name: container(area), entry: new URL(entry, location.href).href })),
      );
      return cfg;
    })
    .catch((e) => {
      configPromise = null; // let a retry fetch again
      throw e;
    });
  return configPromise;
}

const cache = new Map<Area, Promise<ParcelConfig>>();

/** The single-spa lifecycles an area exposes as `./app`; a failure is not cached so Retry can try again. */
export function loadArea(area: Area, { retry = false } = {}): Promise<ParcelConfig> {
  if (retry) {
    cache.delete(area);
  }
  let p = cache.get(area);
  if (!p) {
    p = loadRemotesConfig().then(async (cfg) => {
      if (retry && cfg.remotes[area]) {
        // Forget the failed container so the runtime fetches the manifest again.
        registerRemotes([{ name: container(area), entry: new URL(cfg.remotes[area], location.href).href }], { force: true });
      }
      const mod = await loadRemote<ParcelConfigObject>(`${container(area)}/app`);
      if (!mod || typeof mod.mount !== 'function') throw new Error(`The ${area} area did not load`);
      return mod;
    });
    p.catch(() => cache.delete(area));
    cache.set(area, p);
  }
  return p;
}
