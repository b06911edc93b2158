import { createConfig } from 'shared/rspack';

export default createConfig({ dir: import.meta.dirname, name: 'library', exposes: { './app': './src/app.tsx' } });
