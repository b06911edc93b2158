/**
 * Zod schemas and inferred types for every request and response of the API.
 * The server validates with the schemas; the browser imports only the types (`import type`).
 */
export * from './common';
export * from './auth';
export * from './generator';
export * from './templates';
export * from './viral';
export * from './library';
export * from './scheduler';
export * from './billing';
export * from './creators';
