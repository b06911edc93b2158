import { createConfig } from 'shared/rspack';

export default createConfig({ dir: import.meta.dirname, name: 'host', host: true });
