import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import { registerJsonParser } from '../platform/http';
import { createLinkedInSandboxProvider, registerLinkedInSandbox } from './linkedin/routes';
import { registerOutboxRoutes } from './mail/outbox-routes';
import { registerStripeApi } from './stripe/api-routes';
import { registerStripePages } from './stripe/page-routes';

/**
 * The local stand-ins that speak real protocols (ARCHITECTURE.md: sandbox/), each made only when its integration
 * has no credentials; `config.sandbox` is all false in production. A sandbox's state is made once per process by
 * the composition root and mounted on every Fastify instance that serves it: the API (browsers reach consent and
 * checkout pages there) and, in a standalone worker, a private instance the in-process fetch dispatches to.
 */
export interface Sandbox {
  name: string;
  register(app: FastifyInstance): Promise<void>;
}

export interface SandboxOptions {
  config: Config;
  db: Db;
}

/** Every sandbox this configuration needs, with its state made once. */
export async function createSandboxes({ config, db }: SandboxOptions): Promise<Sandbox[]> {
  const sandboxes: Sandbox[] = [];
  if (config.sandbox.linkedin) {
    const provider = await createLinkedInSandboxProvider(config);
    sandboxes.push({ name: 'linkedin', register: (app) => registerLinkedInSandbox(app, config, provider, db) });
  }
  if (config.sandbox.payments) {
    sandboxes.push({
      name: 'stripe',
      register: async (app) => {
        await registerStripeApi(app, { config, db });
        await registerStripePages(app, { config, db });
      },
    });
  }
  if (config.sandbox.mail) sandboxes.push({ name: 'mail', register: async (app) => registerOutboxRoutes(app, db) });
  return sandboxes;
}

/** Mounts every sandbox on `app`. */
export async function registerSandboxes(app: FastifyInstance, sandboxes: Sandbox[]): Promise<void> {
  for (const sandbox of sandboxes) await sandbox.register(app);
}

/**
 * A Fastify instance serving only the sandboxes, never listening: what the in-process fetch reaches in a process
 * that has no API of its own (`pnpm worker`).
 */
export async function createSandboxHost(sandboxes: Sandbox[]): Promise<FastifyInstance> {
  const host = Fastify({ logger: false });
  host.setValidatorCompiler(validatorCompiler);
  host.setSerializerCompiler(serializerCompiler);
  registerJsonParser(host as never);
  await registerSandboxes(host, sandboxes);
  return host;
}
