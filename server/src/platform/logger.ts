import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config';

/** The process's one logger (the composition root makes it; Fastify, the areas and the worker all use it). */
export function createLogger(config: Config): FastifyBaseLogger {
  const options = loggerOptions(config);
  if (!options) return pino({ level: 'silent' });
  const { stream, ...rest } = options as { stream?: { write(line: string): void }; level?: string };
  return stream ? pino(rest, stream) : pino(rest);
}

/**
 * Logging per mode: none in tests, JSON lines in production (for a log collector), and short readable
 * lines in local mode, where a person reads the terminal.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.nodeEnv === 'test' || config.logLevel === 'silent') return false;
  if (config.isProduction) return { level: config.logLevel };
  return { level: config.logLevel, stream: { write: (line: string) => process.stderr.write(formatLine(line)) } };
}

const LEVEL_NAMES: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

interface LogLine {
  level: number;
  time: number;
  msg?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
}

function formatLine(line: string): string {
  try {
    const entry = JSON.parse(line) as LogLine;
    const time = new Date(entry.time).toISOString().slice(11, 19);
    const parts = [time, (LEVEL_NAMES[entry.level] ?? String(entry.level)).toUpperCase().padEnd(5), entry.msg ?? ''];
    if (entry.req) parts.push(`${entry.req.method} ${entry.req.url}`);
    if (entry.res) parts.push(`${entry.res.statusCode}${entry.responseTime ? ` ${Math.round(entry.responseTime)}ms` : ''}`);
    const stack = entry.err?.stack ? `\n${entry.err.stack}` : '';
    return `${parts.filter(Boolean).join(' ')}${stack}\n`;
  } catch {
    return line;
  }
}
