export function ErrorCard({ title, message, detail, onRetry }: { title: string; message: string; detail?: string; onRetry?: () => void }) {
  return (
    <div className="error-card" role="alert">
      <div className="error-card__icon" aria-hidden>!</div>
      <h2>{title}</h2>
      <p>{message}</p>
      {detail && <code className="error-card__detail">{detail}</code>}
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
