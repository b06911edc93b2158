import type { AreaManifest } from '../types';

/**
 * One part of the discovery area (templates, viral library, rising creators): its routes, migrations, jobs and
 * member data, combined into the one discovery manifest by `combineParts` (index.ts lists the parts, one line each).
 */
export type DiscoveryPart = Omit<AreaManifest, 'name' | 'on' | 'settings'>;

export function combineParts(parts: DiscoveryPart[]): Omit<AreaManifest, 'name' | 'settings'> {
  return {
    routes: async (app, ctx) => {
      for (const part of parts) await part.routes?.(app, ctx);
    },
    migrations: Object.assign({}, ...parts.map((p) => p.migrations ?? {})),
    jobs: parts.flatMap((p) => p.jobs ?? []),
    memberData: {
      export: async (ctx, userId) => {
        const out: Record<string, unknown> = {};
        for (const part of parts) Object.assign(out, (await part.memberData?.export?.(ctx, userId)) ?? {});
        return out;
      },
      delete: async (ctx, userId) => {
        for (const part of [...parts].reverse()) await part.memberData?.delete?.(ctx, userId);
      },
    },
  };
}
