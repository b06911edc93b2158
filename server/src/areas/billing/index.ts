import type { AreaManifest } from '../types';

/** The billing area (not built yet): its routes, migrations, jobs and member-data hooks go here. */
export const billingArea: AreaManifest = { name: 'billing' };
