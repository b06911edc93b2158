/** Small stroke icons for the shell (inline SVG: no icon font, no emoji dependency). */
const PATHS: Record<string, string> = {
  spark: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z',
  fire: 'M12 3c1 3 4 4.5 4 8.5A4 4 0 0 1 8 12c0-1.5.6-2.6 1.5-3.5C9.5 10 10.5 11 11 11c0-3 1-5.5 1-8zM8 16.5A4 4 0 0 0 16 16',
  history: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v3.5h3.5M12 8v4l3 2',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  search: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM20 20l-4-4',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  gear: 'M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
};

export function Icon({ name, size = 18 }: { name: keyof typeof PATHS | string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d={PATHS[name] ?? PATHS.spark} />
    </svg>
  );
}
