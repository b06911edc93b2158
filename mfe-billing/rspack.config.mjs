import { createConfig } from 'shared/rspack';

export default createConfig({ dir: import.meta.dirname, name: 'billing', exposes: { './app': './src/app.tsx' } });
