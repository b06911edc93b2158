/** Small inline icons of the creators screen (decorative: the text beside each says the same). */

export function SearchIcon() {
  return (
    <svg className="pp-cr-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function VerifiedIcon() {
  return (
    <svg className="pp-cr-verified" viewBox="0 0 24 24" width="16" height="16" aria-hidden focusable="false">
      <circle cx="12" cy="12" r="10" fill="#0a66c2" />
      <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
