// Summarises a V8 CPU profile (a .cpuprofile, e.g. from `BENCH_CPU_PROF=<dir> node bench/generator.mjs`): self time
// by function and by module (a package, Node's internals, our own code by file), and the inclusive time of our own
// functions (server/src, shared), over the whole profile or a window of it.
//   node scripts/cpu-profile.mjs <file.cpuprofile> [--last 11] [--skip-tail 1] [--top 40] [--per 4624] [--callers re]
// --last N: only the last N seconds of the profile (the generator bench's sustained phase ends it: the server stops
// right after); --skip-tail M: leave out the last M seconds (the shutdown); --per K: also print ms per unit (e.g.
// the replies the bench counted in that window), so a row reads as CPU per reply; --callers <regex>: the self time
// of the functions whose label matches, by the chain of named functions that called them (e.g. 'executeQuery' to
// see which statements the database time belongs to).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--') && !/^\d/.test(a));
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
if (!file) {
  console.error('usage: node scripts/cpu-profile.mjs <file.cpuprofile> [--last s] [--skip-tail s] [--top n] [--per k]');
  process.exit(2);
}
const last = opt('last', 0);
const skipTail = opt('skip-tail', 0);
const top = opt('top', 40);
const per = opt('per', 0);
const callersOf = args.includes('--callers') ? new RegExp(args[args.indexOf('--callers') + 1]) : null;

const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Sample times (µs from the start): the deltas are the time since the previous sample; a sample stands for the time
// until the next one.
const times = [];
let t = profile.startTime;
for (const d of profile.timeDeltas) times.push((t += d));
const end = profile.endTime;
const to = end - skipTail * 1e6;
const from = last > 0 ? to - last * 1e6 : profile.startTime;

const ROOT = path.resolve(import.meta.dirname, '..');
/** Where a frame's code lives: a package, node's internals, V8, or our own file. */
function moduleOf(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native / V8)';
  const u = url.replace(/^file:\/\//, '');
  const nm = u.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = u.slice(nm + 14).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (u.startsWith('node:')) return `node:${u.slice(5).split('/')[1] ?? u.slice(5)}`.replace(/^node:undefined/, u);
  if (u.startsWith(ROOT) || u.includes('/server/src/') || u.includes('/shared/')) return path.relative(ROOT, u).replace(/^\.\.\/[^/]+\//, '');
  return u;
}
const own = (url) => /\/(server\/src|shared\/src|shared)\//.test(url ?? '') && !(url ?? '').includes('/node_modules/');
const label = (n) => {
  const { functionName, url, lineNumber, columnNumber } = n.callFrame;
  return `${functionName || '(anonymous)'} ${url ? `${moduleOf(url, functionName)}:${lineNumber + 1}:${columnNumber + 1}` : ''}`.trim();
};

const self = new Map();
const byModule = new Map();
const ownInclusive = new Map();
const callers = new Map();
let total = 0;
let idle = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const at = times[i];
  if (at < from || at > to) continue;
  const dt = (times[i + 1] ?? end) - at;
  const node = nodes.get(profile.samples[i]);
  const name = node.callFrame.functionName;
  if (name === '(idle)') {
    idle += dt;
    continue;
  }
  total += dt;
  const key = label(node);
  self.set(key, (self.get(key) ?? 0) + dt);
  const mod = moduleOf(node.callFrame.url, name);
  byModule.set(mod, (byModule.get(mod) ?? 0) + dt);
  if (callersOf?.test(key)) {
    const chain = [];
    for (let id = parent.get(node.id); id !== undefined && chain.length < 6; id = parent.get(id)) {
      const f = nodes.get(id).callFrame;
      if (f.functionName && !['runMicrotasks', 'processTicksAndRejections', '(root)'].includes(f.functionName)) chain.push(f.functionName);
    }
    const k = `${node.callFrame.functionName} ← ${chain.join(' ← ')}`;
    callers.set(k, (callers.get(k) ?? 0) + dt);
  }
  const seen = new Set();
  for (let id = node.id; id !== undefined; id = parent.get(id)) {
    const n = nodes.get(id);
    if (!own(n.callFrame.url)) continue;
    const k = label(n);
    if (seen.has(k)) continue;
    seen.add(k);
    ownInclusive.set(k, (ownInclusive.get(k) ?? 0) + dt);
  }
}

const ms = (us) => (us / 1000).toFixed(1).padStart(8);
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
const each = (us) => (per ? `${(us / 1000 / per).toFixed(3).padStart(7)} ms` : '');
function table(title, map, n = top) {
  console.log(`\n${title}`);
  for (const [k, v] of [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${ms(v)} ms ${pct(v)} ${each(v)}  ${k}`);
}
console.log(`${path.basename(file)}: ${((to - from) / 1e6).toFixed(1)} s window, busy ${(total / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms${per ? `, ${per} units: ${(total / 1000 / per).toFixed(3)} ms busy each` : ''}`);
table('self time by module', byModule, 30);
table('self time by function', self);
table('our own functions, inclusive', ownInclusive);
if (callersOf) table(`callers of /${callersOf.source}/`, callers);
