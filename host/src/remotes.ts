/**
 * Run-time remote loading: the host learns where each area lives from the platform document (`shared/platform`:
 * inlined into index.html by the server, else `/remotes.json`, once per page) and registers the areas with the
 * federation runtime. No remote URL is built in.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig, ParcelConfigObject } from 'single-spa';
import type { RemotesConfig } from 'shared/contracts';
import type { Area } from 'shared/constants';
import { loadRemotesConfig } from 'shared/platform';

/** Federation container name of an area (the build publishes each remote as `mfe_<area>`, see shared/rspack). */
const container = (area: string) => `mfe_${area}`;

let registered: Promise<RemotesConfig> | null = null;

/** The platform document, with every area registered with the federation runtime (once per page). */
export function registerAreas(): Promise<RemotesConfig> {
  registered ??= loadRemotesConfig()
    .then((cfg) => {
      registerRemotes(
        Object.entries(cfg.remotes).map(([area, entry]) => ({ name: container(area), entry: new URL(entry, location.href).href })),
      );
      return cfg;
    })
    .catch((e) => {
      registered = null; // let a retry load again
      throw e;
    });
  return registered;
}

const cache = new Map<Area, Promise<ParcelConfig>>();

/** The single-spa lifecycles an area exposes as `./app`; a failure is not cached so Retry can try again. */
export function loadArea(area: Area, { retry = false } = {}): Promise<ParcelConfig> {
  if (retry) {
    cache.delete(area);
  }
  let p = cache.get(area);
  if (!p) {
    p = registerAreas().then(async (cfg) => {
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
