import type { AreaManifest } from '../types';

/** The discovery area (not built yet): its routes, migrations, jobs and member-data hooks go here. */
export const discoveryArea: AreaManifest = { name: 'discovery' };
