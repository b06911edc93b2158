/**
 * The images of the library, drawn by us (no third-party host; the CSP stays strict): a post's media as a
 * chart, photo-like scene, slide or quote card in the colours of its first topic, and authors' avatars with
 * their initials. Deterministic: the same input gives the same bytes (cacheable).
 */

const PALETTES = [
  ['#0a66c2', '#e8f1fb', '#004182'],
  ['#057642', '#e6f4ec', '#03502c'],
  ['#b24020', '#fbeee9', '#7a2a14'],
  ['#5f3dc4', '#efeafc', '#3b2580'],
  ['#915907', '#fbf1e1', '#5e3a05'],
  ['#0e7490', '#e3f5f9', '#0b4f61'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

export function mediaSvg({ kind, alt, topic, seed }: { kind: string; alt: string; topic: string; seed: string }): string {
  const h = hash(`${seed}:${topic}`);
  const [main, light, dark] = PALETTES[h % PALETTES.length]!;
  const label = escapeXml(topic || 'Viral post');
  let body: string;
  if (kind === 'chart') {
    const bars = Array.from({ length: 6 }, (_, i) => {
      const v = 40 + ((h >>> (i * 4)) % 16) * 10 + i * 12;
      return `<rect x="${70 + i * 80}" y="${330 - v}" width="48" height="${v}" rx="6" fill="${i === 5 ? main : dark}" opacity="${i === 5 ? 1 : 0.35 + i * 0.1}"/>`;
    }).join('');
    body = `${bars}<line x1="50" y1="330" x2="560" y2="330" stroke="${dark}" stroke-width="3"/>`;
  } else if (kind === 'slide') {
    body = `<rect x="60" y="90" width="480" height="230" rx="14" fill="#fff"/><rect x="90" y="125" width="300" height="22" rx="6" fill="${main}"/>`
      + [0, 1, 2].map((i) => `<circle cx="100" cy="${185 + i * 40}" r="7" fill="${main}"/><rect x="118" y="${178 + i * 40}" width="${320 - i * 50}" height="14" rx="5" fill="${dark}" opacity="0.4"/>`).join('');
  } else if (kind === 'quote') {
    body = `<text x="80" y="180" font-family="Georgia, serif" font-size="120" fill="${main}">\u201c</text><rect x="110" y="170" width="380" height="16" rx="6" fill="${dark}" opacity="0.5"/><rect x="110" y="200" width="330" height="16" rx="6" fill="${dark}" opacity="0.5"/><rect x="110" y="230" width="250" height="16" rx="6" fill="${dark}" opacity="0.5"/>`;
  } else {
    body = `<circle cx="${180 + (h % 120)}" cy="130" r="46" fill="${main}" opacity="0.8"/><path d="M0 330 L170 190 L290 290 L390 210 L600 330 Z" fill="${dark}" opacity="0.55"/><path d="M0 360 L220 250 L420 330 L600 260 L600 360 Z" fill="${main}" opacity="0.5"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400" role="img" aria-label="${escapeXml(alt)}"><title>${escapeXml(alt)}</title><rect width="600" height="400" fill="${light}"/>${body}<text x="30" y="385" font-family="system-ui, sans-serif" font-size="22" font-weight="600" fill="${dark}">#${label}</text></svg>`;
}

export function avatarSvg({ name, seed }: { name: string; seed: string }): string {
  const [main] = PALETTES[hash(seed) % PALETTES.length]!;
  const initials = escapeXml(
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => [...w][0]!.toUpperCase())
      .join('') || '?',
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}"><rect width="96" height="96" rx="48" fill="${main}"/><text x="48" y="58" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="600" fill="#fff">${initials}</text></svg>`;
}
