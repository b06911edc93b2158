/** Minimal localStorage / sessionStorage / document.cookie for node-environment unit tests of browser code. */
class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.has(k) ? this.map.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}

const jar = new Map<string, string>();
const g = globalThis as Record<string, unknown>;
g.localStorage = new MemoryStorage();
g.sessionStorage = new MemoryStorage();
g.document = {
  get cookie() {
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  },
  set cookie(line: string) {
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const [k, v] = pair.split('=');
    if (attrs.some((a) => /^max-age=0$/i.test(a))) jar.delete(k);
    else jar.set(k, v);
  },
};

export {};
