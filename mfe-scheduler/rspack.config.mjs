import { createConfig } from 'shared/rspack';

export default createConfig({ dir: import.meta.dirname, name: 'scheduler', exposes: { './app': './src/app.tsx' } });
