import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from 'shared/auth';
import { LIMITS } from 'shared/constants';
import { FEED_TEXT_WIDTH, SEE_MORE, createFeedMeasure, foldPost, type Fold, type Measure, type PreviewDevice } from './linkedin-fold';

export interface PreviewAuthor {
  name: string;
  headline?: string | null;
}

export interface LinkedInPreviewProps {
  /** The post as the member wrote it. */
  text: string;
  /** Whose post it is; by default the signed-in member (name, and the persona's job title as headline). */
  author?: PreviewAuthor;
  /**
   * 'feed' shows the post as a reader meets it (cut at the fold, '…see more' opens the rest); 'edit' shows the
   * whole text with the fold marked, for a form where the member is writing.
   */
  mode?: 'feed' | 'edit';
  /** The width shown first; the member can switch. */
  device?: PreviewDevice;
  /** The character limit the count is shown against (3,000 for a LinkedIn post). */
  limit?: number;
}

const CARD_PADDING = { desktop: 16, mobile: 12 } as const;
const DEVICE_LABEL: Record<PreviewDevice, string> = { desktop: 'Desktop', mobile: 'Phone' };

let sharedMeasure: Measure | null = null;
/** One measurement function per page (a canvas in the feed's font), made on first use. */
function feedMeasure(): Measure {
  sharedMeasure ??= createFeedMeasure();
  return sharedMeasure;
}

/** The fold of `text` at a device's feed width. */
export function usePostFold(text: string, device: PreviewDevice): Fold {
  return useMemo(() => foldPost(text, { width: FEED_TEXT_WIDTH[device], measure: feedMeasure() }), [text, device]);
}

/** The signed-in member as a post's author: full name, else e-mail, else 'You'; the persona's job title. */
function useMemberAuthor(): PreviewAuthor {
  const { user, persona } = useSnapshot(authState);
  return { name: user?.full_name?.trim() || user?.email || 'You', headline: persona?.job_title ?? null };
}

/**
 * The post as LinkedIn shows it: the member's name and avatar, the text cut at the '…see more' fold measured
 * in rendered lines at the feed's width (desktop 552 px, phone 375 px), and the character count beside it.
 * Narrower screens scale the card down without re-wrapping it, so the lines stay LinkedIn's.
 */
export function LinkedInPreview({ text, author, mode = 'feed', device: initial = 'desktop', limit = LIMITS.postMaxChars }: LinkedInPreviewProps) {
  const member = useMemberAuthor();
  const who = author ?? member;
  const [device, setDevice] = useState<PreviewDevice>(initial);
  const [expanded, setExpanded] = useState(false);
  const fold = usePostFold(text, device);
  useEffect(() => setExpanded(false), [text, device]);

  const textWidth = FEED_TEXT_WIDTH[device];
  const cardWidth = textWidth + 2 * CARD_PADDING[device];
  const count = text.length;
  const over = count > limit;

  return (
    <section className="pp-kit-preview" aria-label="LinkedIn preview" data-testid="linkedin-preview">
      <div className="pp-kit-preview__bar">
        <div className="pp-kit-preview__devices" role="group" aria-label="Preview width">
          {(Object.keys(FEED_TEXT_WIDTH) as PreviewDevice[]).map((d) => (
            <button key={d} type="button" aria-pressed={device === d} onClick={() => setDevice(d)}>
              {DEVICE_LABEL[d]}
            </button>
          ))}
        </div>
        <span className={over ? 'pp-kit-preview__count pp-kit-preview__count--over' : 'pp-kit-preview__count'} data-testid="preview-count">
          {count.toLocaleString('en-US')} / {limit.toLocaleString('en-US')} characters
        </span>
      </div>
      <FitWidth width={cardWidth}>
        <article
          className="pp-kit-preview__card"
          style={{ width: cardWidth, padding: `12px ${CARD_PADDING[device]}px` }}
          data-device={device}
          data-folded={fold.folded}
          data-visible-lines={fold.visibleLines}
        >
          <header className="pp-kit-preview__head">
            <span className="pp-kit-preview__avatar" aria-hidden="true">
              {initials(who.name)}
            </span>
            <span className="pp-kit-preview__who">
              <span className="pp-kit-preview__name">{who.name}</span>
              {who.headline && <span className="pp-kit-preview__headline">{who.headline}</span>}
              <span className="pp-kit-preview__meta">
                Now ·{' '}
                <svg viewBox="0 0 16 16" width="12" height="12" aria-label="Visible to anyone" role="img" style={{ verticalAlign: '-2px' }}>
                  <path fill="currentColor" d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm4.9 6h-2a11 11 0 0 0-.9-3.9A5 5 0 0 1 12.9 7ZM8 3c.5.6 1.2 2 1.4 4H6.6C6.8 5 7.5 3.6 8 3ZM6 3.1A11 11 0 0 0 5.1 7h-2A5 5 0 0 1 6 3.1ZM3.1 9h2A11 11 0 0 0 6 12.9 5 5 0 0 1 3.1 9ZM8 13c-.5-.6-1.2-2-1.4-4h2.8c-.2 2-.9 3.4-1.4 4Zm2 -.1A11 11 0 0 0 10.9 9h2a5 5 0 0 1-2.9 3.9Z" />
                </svg>
              </span>
            </span>
          </header>
          <div className="pp-kit-preview__text" style={{ width: textWidth }}>
            {text.trim() === '' ? (
              <p className="pp-kit-preview__empty">Your post will appear here as LinkedIn shows it.</p>
            ) : mode === 'edit' ? (
              <EditBody fold={fold} device={device} />
            ) : fold.folded && !expanded ? (
              <p data-testid="preview-hook" dir="auto">
                {fold.hook}
                <button type="button" className="pp-kit-preview__more" onClick={() => setExpanded(true)} aria-label="See more (show the whole post)">
                  {SEE_MORE}
                </button>
              </p>
            ) : (
              <p data-testid="preview-full" dir="auto">{text.replace(/\s+$/, '')}</p>
            )}
          </div>
        </article>
      </FitWidth>
      <p className="pp-kit-preview__note" data-testid="preview-fold-note">
        {foldNote(fold, device)}
      </p>
    </section>
  );
}

/** The whole text with the fold marked: what readers see first, the marker, what '…see more' reveals. */
function EditBody({ fold, device }: { fold: Fold; device: PreviewDevice }) {
  if (!fold.folded)
    return (
      <p data-testid="preview-hook" dir="auto">
        {fold.hook}
      </p>
    );
  return (
    <>
      <p data-testid="preview-hook" dir="auto">
        {fold.hook}
      </p>
      <div className="pp-kit-preview__fold" role="separator" aria-label={`The fold on ${DEVICE_LABEL[device].toLowerCase()}: readers see the text above before '…see more'`}>
        <span>{SEE_MORE} · the fold</span>
      </div>
      <p className="pp-kit-preview__rest" data-testid="preview-rest" dir="auto">
        {fold.rest}
      </p>
    </>
  );
}

function foldNote(fold: Fold, device: PreviewDevice): string {
  const where = DEVICE_LABEL[device].toLowerCase();
  if (!fold.folded) return `The whole post shows on ${where}: no '…see more'.`;
  const lines = fold.visibleLines === 1 ? '1 line' : `${fold.visibleLines} lines`;
  return `Readers on ${where} see ${lines} (${fold.hook.length.toLocaleString('en-US')} characters) before '…see more': make them the hook.`;
}

/**
 * The hook alone, in the surrounding type: the words a reader sees before '…see more' at the phone's width,
 * for a small card (the library board) where the full preview does not fit.
 */
export function PostHook({ text, device = 'mobile' }: { text: string; device?: PreviewDevice }) {
  const fold = usePostFold(text, device);
  return (
    <p className="pp-kit-hook" dir="auto">
      {fold.hook}
      {fold.folded && <span className="pp-kit-hook__more">{SEE_MORE}</span>}
    </p>
  );
}

/** Shows a fixed-width child whole: scaled down (never re-wrapped) when its container is narrower. */
function FitWidth({ width, children }: { width: number; children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ available: width, height: 0 });
  useEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i || typeof ResizeObserver === 'undefined') return;
    const update = () => setBox({ available: o.clientWidth, height: i.offsetHeight });
    const observer = new ResizeObserver(update);
    observer.observe(o);
    observer.observe(i);
    update();
    return () => observer.disconnect();
  }, []);
  const scale = box.available > 0 ? Math.min(1, box.available / width) : 1;
  return (
    <div ref={outer} className="pp-kit-preview__fit" style={scale < 1 ? { height: box.height * scale } : undefined}>
      <div ref={inner} style={{ width, margin: scale < 1 ? 0 : '0 auto', transform: scale < 1 ? `scale(${scale})` : undefined, transformOrigin: 'top left' }}>
        {children}
      </div>
    </div>
  );
}

function initials(name: string): string {
  const parts = name.replace(/@.*/, '').split(/[\s._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}
