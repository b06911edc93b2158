import type { AreaManifest } from '../types';

/** The scheduler area (not built yet): its routes, migrations, jobs and member-data hooks go here. */
export const schedulerArea: AreaManifest = { name: 'scheduler' };
