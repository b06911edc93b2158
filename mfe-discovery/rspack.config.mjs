import { createConfig } from 'shared/rspack';

export default createConfig({ dir: import.meta.dirname, name: 'discovery', exposes: { './app': './src/app.tsx' } });
