/**
 * The import format: one viral post per JSON line or CSV row, the viral-post entity of SPEC.md §3 (nested
 * `author`, `engagement`, `media`, `timestamps`) or the flat field names common scraper exports use. `toRecord`
 * turns one into a ViralRecord or says, in one sentence, why it cannot.
 */
import { createHash } from 'node:crypto';
import { VIRAL_DOMAINS, type ViralRecord, isOwnImagePath } from './record';

export class RowError extends Error {}

type Obj = Record<string, unknown>;

const FIELDS = {
  platform: ['platform', 'source', 'network'],
  externalId: ['external_id', 'id', 'post_id', 'postId', 'urn', 'activity_urn', 'activityUrn', 'postUrn', 'shareUrn'],
  content: ['content', 'text', 'commentary', 'post_text', 'postText', 'body'],
  authorName: ['author.name', 'author_name', 'authorName', 'author_full_name', 'authorFullName', 'author'],
  authorHandle: ['author.handle', 'author_handle', 'authorHandle', 'author_username', 'authorUsername', 'author_public_id', 'author.public_id', 'username'],
  authorUrl: ['author.profile_url', 'author_profile_url', 'authorProfileUrl', 'author_url', 'authorUrl'],
  authorBio: ['author.bio', 'author_bio', 'authorBio', 'author.headline', 'author_headline', 'authorHeadline', 'headline'],
  followers: ['author.followers', 'author_followers', 'authorFollowers', 'followers', 'follower_count', 'author.follower_count', 'authorFollowersCount'],
  authorImage: ['author.profile_image', 'author_profile_image', 'author_image', 'authorImage', 'author.image', 'authorProfilePicture'],
  verified: ['author.is_verified', 'author_verified', 'is_verified', 'verified'],
  domain: ['author.domain', 'author.category', 'domain', 'category', 'industry'],
  growth: ['author.follower_growth_pct', 'author.growth_pct', 'author_follower_growth_pct', 'follower_growth_pct'],
  likes: ['engagement.likes', 'likes', 'num_likes', 'numLikes', 'likesCount', 'reactions', 'total_reactions', 'totalReactionCount', 'reactionsCount'],
  comments: ['engagement.comments', 'comments', 'num_comments', 'numComments', 'commentsCount'],
  shares: ['engagement.shares', 'shares', 'reposts', 'num_shares', 'numShares', 'repostsCount', 'sharesCount'],
  media: ['media.urls', 'media', 'images', 'image_urls', 'imageUrls', 'media_urls', 'mediaUrls'],
  topics: ['trending_topics', 'topics', 'hashtags', 'tags'],
  postUrl: ['post_url', 'postUrl', 'url', 'link', 'permalink'],
  postedAt: ['timestamps.posted_at', 'posted_at', 'postedAt', 'postedAtISO', 'published_at', 'publishedAt', 'created_at', 'createdAt', 'date', 'timestamp'],
  scrapedAt: ['timestamps.scraped_at', 'scraped_at', 'scrapedAt'],
} as const;

/** Each field name split once ('author.name' → ['author', 'name']): an import reads millions of rows. */
const PATHS = new Map<string, readonly string[]>();
for (const names of Object.values(FIELDS)) for (const name of names) PATHS.set(name, name.split('.'));

function get(obj: Obj, path: string): unknown {
  const parts = PATHS.get(path) ?? path.split('.');
  if (parts.length === 1) return obj[path];
  let v: unknown = obj;
  for (const part of parts) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Obj)[part];
  }
  return v;
}

/** What a value is, for a bad row's reason: 'an object', 'a list', or the value itself. */
function kindOf(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v && typeof v === 'object') return 'an object';
  return JSON.stringify(v) ?? String(v);
}

/**
 * The first of `names` the row gives (not null or ''). An object there is skipped only where the name is the parent
 * of another accepted name ('author' holds 'author.name', 'media' holds 'media.urls'); anywhere else it is returned,
 * and the field's reader refuses it (String() of it stored '[object Object]').
 */
function first(obj: Obj, names: readonly string[]): unknown {
  for (const name of names) {
    const v = get(obj, name);
    if (v === undefined || v === null || v === '') continue;
    if (v && typeof v === 'object' && !Array.isArray(v) && names.some((n) => n.startsWith(`${name}.`))) continue;
    return v;
  }
  return undefined;
}

/** A text field: a string, or a number where `numbers` allows it; anything else is a bad row naming `label`. */
function textOf(v: unknown, label: string, { numbers = false } = {}): string {
  if (v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (numbers && typeof v === 'number' && Number.isFinite(v)) return String(v);
  throw new RowError(`${label} must be text${numbers ? ' or a number' : ''} (got ${kindOf(v)})`);
}

/** The field `names` give, as text (see textOf). */
const field = (obj: Obj, names: readonly string[], label: string, options?: { numbers?: boolean }) => textOf(first(obj, names), label, options);

const MAX_COUNT = 2_147_483_647;

function count(obj: Obj, names: readonly string[], label: string): number {
  const v = first(obj, names);
  if (v === undefined) return 0;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/[,_\s]/g, '')) : Number.NaN;
  if (!Number.isFinite(n) || n < 0) throw new RowError(`${label} must be a number of 0 or more (got ${JSON.stringify(v)})`);
  // The columns are 32-bit integers on PostgreSQL: a larger figure would fail its whole batch there.
  if (Math.round(n) > MAX_COUNT) throw new RowError(`${label} is larger than ${MAX_COUNT.toLocaleString('en-US')} (got ${JSON.stringify(v)})`);
  return Math.round(n);
}

/**
 * A date already written as toISOString writes it, on a day every month has and an hour before 24 (V8 reads
 * '02-30' as March 2nd and '24:00' as the next day): it is its own normal form, and an import meets two per row.
 */
const ISO_NORMAL = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

function date(v: unknown, label: string): string | null {
  if (v === undefined) return null;
  if (typeof v === 'string' && v.length === 24 && ISO_NORMAL.test(v)) {
    const ms = Date.parse(v);
    if (ms >= Date.UTC(2000, 0, 1) && ms <= Date.now() + 86_400_000) return v;
  }
  let ms: number;
  if (typeof v === 'number' || /^\d{9,13}$/.test(String(v))) {
    const n = Number(v);
    ms = n < 1e11 ? n * 1000 : n;
  } else ms = Date.parse(String(v));
  if (!Number.isFinite(ms) || ms < Date.UTC(2000, 0, 1) || ms > Date.now() + 86_400_000) throw new RowError(`${label} is not a date (got ${JSON.stringify(v)})`);
  return new Date(ms).toISOString();
}

/** A list field (topics): a list of texts (or of { name | tag | url }), or one text separated by '|', ';' or ','. */
function list(v: unknown, label: string): string[] {
  if (v === undefined) return [];
  if (Array.isArray(v)) {
    return v.map((x) => (x && typeof x === 'object' && !Array.isArray(x) ? textOf((x as Obj).name ?? (x as Obj).tag ?? (x as Obj).url, label) : textOf(x, label, { numbers: true }))).filter(Boolean);
  }
  if (typeof v !== 'string') throw new RowError(`${label} must be text (got ${kindOf(v)})`);
  const s = v.trim();
  if (s.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(s);
    } catch {
      /* a plain string */
    }
    if (Array.isArray(parsed)) return list(parsed, label);
  }
  return s.split(/[|;,]/).map((x) => x.trim()).filter(Boolean);
}

const MEDIA_KINDS = new Set(['image', 'photo', 'chart', 'slide', 'quote', 'video', 'document']);

/** The longest media URL kept (a longer one is not kept: cut, it would point elsewhere) and the longest alt text (cut). */
const MEDIA_URL_MAX_CHARS = 2_000;
const ALT_MAX_CHARS = 500;

/** Media as URLs (a list or a separated string) or as objects { url | source_url, kind | type, alt }. */
function mediaOf(v: unknown): ViralRecord['media'] {
  const items = Array.isArray(v) ? v : list(v, 'media');
  return items.flatMap((item) => {
    const o: Obj = item && typeof item === 'object' && !Array.isArray(item) ? (item as Obj) : { url: item };
    const url = textOf(o.url ?? o.source_url ?? o.src, 'each media url');
    const kindText = textOf(o.kind ?? o.type, 'each media kind').toLowerCase();
    if (!url && !kindText) return [];
    const kind = MEDIA_KINDS.has(kindText) ? kindText : /\.(mp4|mov|webm)(\?|$)/i.test(url) ? 'video' : 'image';
    const source = /^https?:\/\//i.test(url) && url.length <= MEDIA_URL_MAX_CHARS ? url : null;
    return [{ kind, source_url: source, alt: textOf(o.alt, 'each media alt').slice(0, ALT_MAX_CHARS) || 'An image from the original post' }];
  });
}

function handleFrom(obj: Obj): string {
  const given = field(obj, FIELDS.authorHandle, 'author handle', { numbers: true }).replace(/^@/, '');
  if (given) return given.toLowerCase();
  const url = field(obj, FIELDS.authorUrl, 'author_profile_url');
  const m = /\/(?:in|company)\/([^/?#]+)/.exec(url);
  if (!m) return '';
  try {
    return decodeURIComponent(m[1]!).toLowerCase();
  } catch {
    // '%E0%A4%A' is no text: the row is reported and skipped, not the whole import stopped by a URIError.
    throw new RowError(`author_profile_url is not a valid URL (got ${JSON.stringify(url.slice(0, 80))})`);
  }
}

/** The longest topic label kept (the posts API's trending_topic takes at most this many characters). */
const TOPIC_MAX_CHARS = 100;

/** The widest 30-day follower growth a row may state, in %: far above any real one, well inside a `real` column. */
const MAX_GROWTH_PCT = 1_000_000;

/**
 * An author's 30-day follower growth in %, or null when the row gives none (or a text that is no number, as before).
 * A number no account can have (below -100 %: more followers lost than held) or beyond MAX_GROWTH_PCT is a bad row:
 * 1e39 overflowed PostgreSQL's `real` column and failed its whole batch, stopping the import.
 */
function growthOf(v: unknown): number | null {
  if (v === undefined) return null;
  if (typeof v === 'object') throw new RowError(`author follower growth must be a number (got ${kindOf(v)})`);
  const n = Number(v);
  if (Number.isNaN(n)) return null;
  if (!Number.isFinite(n) || n < -100 || n > MAX_GROWTH_PCT) {
    throw new RowError(`author follower growth must be a percentage from -100 to ${MAX_GROWTH_PCT.toLocaleString('en-US')} (got ${JSON.stringify(v)})`);
  }
  return n;
}

function truthy(v: unknown): boolean {
  return v === true || ['true', '1', 'yes', 'y'].includes(String(v).toLowerCase());
}

/**
 * The longest texts kept, by how each is used: a key or a link is refused when longer (cut, it would name another
 * post, author or page), a text shown to people is cut (as the bio always was).
 */
export const IMPORT_TEXT_LIMITS = {
  content: 20_000,
  platform: 50,
  externalId: 200,
  handle: 100,
  postUrl: 2_000,
  name: 200,
  bio: 500,
  imagePath: 500,
} as const;

/** One import row → a record, or a RowError naming what is wrong. `now` is the scrape time by default. */
export function toRecord(row: Obj, now = Date.now()): ViralRecord {
  const L = IMPORT_TEXT_LIMITS;
  const content = field(row, FIELDS.content, 'content');
  if (!content) throw new RowError('content is missing (content, text or commentary)');
  if (content.length > L.content) throw new RowError(`content is longer than ${L.content.toLocaleString('en-US')} characters`);
  const authorName = field(row, FIELDS.authorName, 'author name').slice(0, L.name);
  const handle = handleFrom(row) || authorName.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  if (!handle) throw new RowError('the author is missing (author.handle, author_handle or author_name)');
  if (handle.length > L.handle) throw new RowError(`the author handle is longer than ${L.handle} characters`);
  const postedAt = date(first(row, FIELDS.postedAt), 'posted_at');
  if (!postedAt) throw new RowError('posted_at is missing (timestamps.posted_at, posted_at or date)');
  const platform = (field(row, FIELDS.platform, 'platform') || 'linkedin').toLowerCase();
  if (platform.length > L.platform) throw new RowError(`platform is longer than ${L.platform} characters`);
  const postUrl = field(row, FIELDS.postUrl, 'post_url') || null;
  if (postUrl && postUrl.length > L.postUrl) throw new RowError(`post_url is longer than ${L.postUrl.toLocaleString('en-US')} characters`);
  if (postUrl && !/^https?:\/\/\S+$/i.test(postUrl)) throw new RowError(`post_url is not an http(s) URL (got ${JSON.stringify(postUrl.slice(0, 80))})`);
  const givenId = field(row, FIELDS.externalId, 'external id', { numbers: true });
  if (givenId.length > L.externalId) throw new RowError(`the external id is longer than ${L.externalId} characters`);
  const externalId =
    givenId ||
    (postUrl ? `url:${createHash('sha256').update(postUrl).digest('hex').slice(0, 24)}` : `text:${createHash('sha256').update(`${handle}\n${postedAt}\n${content}`).digest('hex').slice(0, 24)}`);
  const domainText = field(row, FIELDS.domain, 'author domain').toLowerCase();
  const domain = (VIRAL_DOMAINS as readonly string[]).includes(domainText) ? domainText : null;
  const growth = growthOf(first(row, FIELDS.growth));
  // A post keeps its topics as one '|'-joined text, so a '|' inside one would split it into tags that name no topic;
  // a 'topic' longer than the posts filter takes (100 characters) could never be filtered by.
  let topics = list(first(row, FIELDS.topics), 'each topic')
    .map((t) => t.replace(/^#/, '').replace(/\s*\|\s*/g, ' ').trim())
    .filter((t) => t && t.length <= TOPIC_MAX_CHARS);
  if (topics.length === 0) topics = [...content.matchAll(/#([\p{L}\p{N}_]{2,40})/gu)].map((m) => m[1]!);
  const media = mediaOf(first(row, FIELDS.media)).slice(0, 20);
  const image = field(row, FIELDS.authorImage, 'author profile image');
  const bio = field(row, FIELDS.authorBio, 'author bio').slice(0, L.bio);
  return {
    platform,
    external_id: externalId,
    author: {
      handle,
      name: authorName || handle,
      bio,
      followers: count(row, FIELDS.followers, 'author followers'),
      // Only an image path of ours is kept for display; a third-party URL is not shown (strict CSP).
      profile_image_url: isOwnImagePath(image) && image.length <= L.imagePath ? image : null,
      domain,
      is_verified: truthy(first(row, FIELDS.verified)),
      growth_pct: growth,
    },
    content,
    likes: count(row, FIELDS.likes, 'likes'),
    comments: count(row, FIELDS.comments, 'comments'),
    shares: count(row, FIELDS.shares, 'shares'),
    media,
    topics: [...new Set(topics)].slice(0, 10),
    post_url: postUrl,
    posted_at: postedAt,
    scraped_at: date(first(row, FIELDS.scrapedAt), 'scraped_at') ?? new Date(now).toISOString(),
  };
}

export interface SourceRow {
  line: number;
  value?: Obj;
  error?: string;
}

/** JSON lines from a stream of text chunks: one object per non-empty line. */
export async function* jsonLines(chunks: AsyncIterable<string>): AsyncGenerator<SourceRow> {
  let buffer = '';
  let line = 0;
  const parse = (text: string): SourceRow => {
    line++;
    try {
      const value = JSON.parse(text);
      if (!value || typeof value !== 'object' || Array.isArray(value)) return { line, error: 'not a JSON object' };
      return { line, value };
    } catch {
      return { line, error: 'not valid JSON' };
    }
  };
  for await (const chunk of chunks) {
    buffer += chunk;
    // Walk the lines with an index and cut the buffer once per chunk (slicing per line copies a 1 MB chunk a
    // thousand times).
    let start = 0;
    let end: number;
    while ((end = buffer.indexOf('\n', start)) >= 0) {
      // A regular expression for the '\r' of a CRLF line searched the whole line for one.
      const text = buffer.slice(start, end > start && buffer.charCodeAt(end - 1) === 13 ? end - 1 : end);
      start = end + 1;
      if (text.trim()) yield parse(text);
      else line++;
    }
    buffer = buffer.slice(start);
  }
  if (buffer.trim()) yield parse(buffer);
}

/** CSV (RFC 4180: quoted fields may hold commas, quotes and newlines) with a header row; line = where the row starts. */
export async function* csvRows(chunks: AsyncIterable<string>): AsyncGenerator<SourceRow> {
  let header: string[] | null = null;
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let rowStart = 1;
  const finish = (): SourceRow | null => {
    fields.push(field);
    field = '';
    const row = fields;
    fields = [];
    if (row.length === 1 && row[0] === '') return null;
    if (!header) {
      header = row.map((h) => h.trim().replace(/^\uFEFF/, ''));
      return null;
    }
    if (row.length !== header.length) return { line: rowStart, error: `has ${row.length} fields, the header has ${header.length}` };
    const value: Obj = {};
    header.forEach((h, i) => {
      if (row[i] !== '') value[h] = row[i];
    });
    return { line: rowStart, value };
  };
  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (quoted) {
        if (c === '"') {
          quoted = false;
          afterQuote = true;
        } else {
          if (c === '\n') line++;
          field += c;
        }
        continue;
      }
      if (c === '"') {
        if (afterQuote) field += '"';
        quoted = true;
        afterQuote = false;
        continue;
      }
      afterQuote = false;
      if (c === ',') {
        fields.push(field);
        field = '';
      } else if (c === '\n') {
        const row = finish();
        line++;
        rowStart = line;
        if (row) yield row;
      } else if (c !== '\r') field += c;
    }
  }
  if (field !== '' || fields.length) {
    const row = finish();
    if (row) yield row;
  }
}
