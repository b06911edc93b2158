import { createConfig } from 'shared/rspack';

export default createConfig({ dir: import.meta.dirname, name: 'auth', exposes: { './app': './src/app.tsx' } });
