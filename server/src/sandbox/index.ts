import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config';
import { registerLinkedInSandbox } from './linkedin/routes';

/**
 * Mounts the local stand-ins that speak real protocols (ARCHITECTURE.md: sandbox/), each only when its
 * integration has no credentials; `config.sandbox` is all false in production.
 */
export async function registerSandboxes(app: FastifyInstance, config: Config): Promise<void> {
  if (config.sandbox.linkedin) await registerLinkedInSandbox(app, config);
}
