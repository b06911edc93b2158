/**
 * `pnpm --filter server import-viral FILE [--format jsonl|csv]`: imports viral posts into the configured database
 * (README 'Viral Library' for the format). Streams the file (memory stays flat), upserts by (platform, external
 * id) so running it again changes nothing, shows a progress bar with rate and ETA, reports bad rows with their
 * line number and skips them, then recomputes scores, authors and trending topics and prints a summary.
 */
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { collectMigrations } from '../../../migrations/index';
import { ConfigError, invocationDir, loadConfig, loadDotEnv } from '../../../platform/config';
import { createDb } from '../../../platform/db';
import { migrateToLatest } from '../../../platform/migrate';
import { recomputeCorpus } from './corpus';
import { csvRows, jsonLines } from './import-format';
import { importRows } from './importer';

const MAX_BAD_ROWS_SHOWN = 50;

async function run(argv: string[]): Promise<number> {
  const args = argv.filter((a) => !a.startsWith('--'));
  const formatFlag = argv.find((a) => a.startsWith('--format='))?.slice('--format='.length);
  // Bulk (indexes built once at the end) when the corpus is small, unless told: see importRows.
  const bulkFlag = argv.includes('--no-bulk') ? false : argv.includes('--bulk') ? true : 'auto';
  // PostgreSQL: loading connections (records split by author); SQLite has one writer (and its writer thread).
  const connectionsFlag = argv.find((a) => a.startsWith('--connections='))?.slice('--connections='.length);
  const connections = connectionsFlag === undefined ? 2 : Number(connectionsFlag);
  const unknown = argv.filter((a) => a.startsWith('--') && !a.startsWith('--format=') && !a.startsWith('--connections=') && a !== '--bulk' && a !== '--no-bulk');
  if (args.length !== 1 || unknown.length > 0 || !Number.isInteger(connections) || connections < 1 || connections > 8) {
    process.stderr.write('Usage: pnpm --filter server import-viral FILE [--format=jsonl|csv] [--bulk|--no-bulk] [--connections=1..8]\n');
    return 2;
  }
  // pnpm runs the script inside server/: a relative path is read from where the command was typed.
  const file = path.resolve(invocationDir(), args[0]!);
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    process.stderr.write(`Cannot read ${file}\n`);
    return 2;
  }
  const format = formatFlag ?? (/\.csv$/i.test(file) ? 'csv' : 'jsonl');
  if (format !== 'csv' && format !== 'jsonl') {
    process.stderr.write('--format must be jsonl or csv\n');
    return 2;
  }

  loadDotEnv();
  const config = loadConfig();
  // A large import's statements may outlast a request's deadline: the command has none.
  const db = createDb(config, { queryTimeoutMs: 0 });
  try {
    await migrateToLatest(db, collectMigrations());
    const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
    const rows = format === 'csv' ? csvRows(stream) : jsonLines(stream);
    const tty = process.stderr.isTTY;
    const started = Date.now();
    let lastPrint = 0;
    let bad = 0;
    let lastRead = 0;
    const progress = (read: number, final = false) => {
      const now = Date.now();
      if (!final && now - lastPrint < (tty ? 200 : 5_000)) return;
      lastPrint = now;
      const done = Math.min(1, stream.bytesRead / Math.max(size, 1));
      const secs = (now - started) / 1000;
      const rate = read / Math.max(secs, 0.001);
      const eta = done > 0 ? (secs / done) * (1 - done) : 0;
      const width = 30;
      const bar = '█'.repeat(Math.round(done * width)).padEnd(width, '░');
      const line = `${bar} ${(done * 100).toFixed(1).padStart(5)}%  ${read.toLocaleString('en-US')} rows  ${Math.round(rate).toLocaleString('en-US')} rows/s  ETA ${final ? 0 : Math.ceil(eta)} s`;
      process.stderr.write(tty ? `\r${line}` : `${line}\n`);
    };
    // The bar's last line, once: when every row is in (a bulk load's index build comes after it).
    let barClosed = false;
    const closeBar = (read: number) => {
      if (barClosed) return;
      barClosed = true;
      progress(read, true);
      if (tty) process.stderr.write('\n');
    };
    const summary = await importRows({
      db,
      rows,
      bulk: bulkFlag,
      // SQLite: the batches are written in a thread of their own while this one parses the file.
      writerThread: 'auto',
      connections,
      onIndexing: () => {
        closeBar(lastRead);
        process.stderr.write('Building the indexes…\n');
      },
      onProgress: (read) => progress((lastRead = read)),
      onBadRow: (line, reason) => {
        bad++;
        if (bad <= MAX_BAD_ROWS_SHOWN) process.stderr.write(`${tty ? '\r\x1b[K' : ''}line ${line}: ${reason} (skipped)\n`);
        else if (bad === MAX_BAD_ROWS_SHOWN + 1) process.stderr.write('… more bad rows are counted in the summary\n');
      },
    });
    closeBar(summary.rows);
    process.stderr.write('Recomputing scores, creators and trending topics…\n');
    await recomputeCorpus({ db });
    const rate = Math.round(((summary.inserted + summary.updated) / Math.max(summary.ms, 1)) * 1000);
    process.stdout.write(
      `Imported ${file}: ${summary.rows.toLocaleString('en-US')} rows, ${summary.inserted.toLocaleString('en-US')} new posts, ` +
        `${summary.updated.toLocaleString('en-US')} updated, ${summary.skipped.toLocaleString('en-US')} skipped, ` +
        `${(summary.ms / 1000).toFixed(1)} s (${rate.toLocaleString('en-US')} posts/s${summary.bulk ? ', indexes built at the end' : ''})\n`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`);
    process.exit(1);
  },
);
