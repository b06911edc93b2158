import { stat, readFile } from 'node:fs/promises';

interface Entry {
  mtimeMs: number;
  size: number;
  text: string;
}

/**
 * Text files read once and re-read when they change (mtime or size), so a rebuilt host or remote is picked up
 * without a restart; one stat per use. A missing file reads as null.
 */
export class CachedFiles {
  private readonly entries = new Map<string, Entry>();

  async text(file: string): Promise<string | null> {
    const s = await stat(file).catch(() => null);
    if (!s || !s.isFile()) {
      this.entries.delete(file);
      return null;
    }
    const hit = this.entries.get(file);
    if (hit && hit.mtimeMs === s.mtimeMs && hit.size === s.size) return hit.text;
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) return null;
    this.entries.set(file, { mtimeMs: s.mtimeMs, size: s.size, text });
    return text;
  }

  /** Parsed JSON, or null when missing or not valid JSON (a half-written file during a rebuild). */
  async json<T>(file: string): Promise<T | null> {
    const text = await this.text(file);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  }
}
