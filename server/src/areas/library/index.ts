import type { AreaManifest } from '../types';

/** The library area (not built yet): its routes, migrations, jobs and member-data hooks go here. */
export const libraryArea: AreaManifest = { name: 'library' };
