export function Spinner({ label = 'Loading…', full = false }: { label?: string; full?: boolean }) {
  return (
    <div className={full ? 'spinner spinner--full' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__ring" aria-hidden />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
