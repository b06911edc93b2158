import { createConfig } from 'shared/rspack';

export default createConfig({ dir: import.meta.dirname, name: 'generator', exposes: { './app': './src/app.tsx' } });
