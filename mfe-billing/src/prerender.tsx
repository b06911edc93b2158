/**
 * The billing area's public screens as static HTML, made at build time (shared/rspack's prerender step) into
 * dist/prerender/<screen>.html; the server puts it into the page for /pricing. The names are the screen names of
 * Root.tsx. Render exactly what a visitor's first render shows.
 */
import { Pricing } from './screens/pricing/Pricing';

export const prerender = {
  pricing: () => <Pricing />,
};
