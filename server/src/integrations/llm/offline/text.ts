/** Small text helpers the offline writer's parts share. */
import { mulberry32 } from '../../../platform/random';

export type Pick = <T>(items: readonly T[]) => T;

export function upperFirst(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/** "Remote work" → "remote work", but "AI agents", "Kafka" (a name mid-sentence stays) and "I ..." keep their capitals. */
export function lowerFirst(s: string): string {
  if (!s) return s;
  // A name stays as the member wrote it: "I", "API", "LinkedIn", "Northwind Logistics" (two capitalised words).
  if (/^(I\b|I'|[A-Z][A-Z0-9]|[A-Z][a-z]+[A-Z]|[A-Z][a-z]+\s+(?!I\b)[A-Z])/.test(s)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
}

/** Ends a sentence with a full stop unless it already ends with punctuation. */
export function sentence(s: string): string {
  const t = s.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const words = cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 10)).replace(/[,;:\s]+$/, '').split(' ');
  // Never "… about Gemütlichkeit and", "… the CTO of the": a cut ends on a word that finishes a phrase.
  while (words.length > 2 && STOPWORDS.has(words[words.length - 1].toLowerCase().replace(/[^a-z']/g, ''))) words.pop();
  return words.join(' ').replace(/[,;:\s]+$/, '');
}

export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function picker(seed: number): Pick {
  const rand = mulberry32(seed);
  return <T,>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
}

/** "a product manager", "an engineer", "a CEO", "an SEO lead". */
export function withArticle(noun: string): string {
  if (/^(a|an|the)\s/i.test(noun)) return noun;
  // An acronym is said by its letters: "an SRE", "an MBA", but "a UX researcher".
  if (/^[A-Z][A-Z0-9]/.test(noun)) return `${/^[AEFHILMNORSX]/.test(noun) ? 'an' : 'a'} ${noun}`;
  const vowelSound = /^[aeiou]/i.test(noun) && !/^(uni|use|usu|euro|one)/i.test(noun);
  return `${vowelSound ? 'an' : 'a'} ${noun}`;
}

/** "Senior Product Manager at Acme" → "senior product manager at Acme" (acronyms and names after "at" kept). */
export function roleText(role: string): string {
  const [title, ...rest] = role.split(/(\s+(?:at|@|for|with)\s+|\s*[,|(]\s*)/i);
  return [title.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase()), ...rest].join('');
}

/** Words that carry no subject of their own. */
export const STOPWORDS = new Set(
  'a an the and or but of for to in on at by with about from into over under after before since during while my our your their his her its this that these those is are was were be been being have has had do does did i we you they it me us them how what why when where which who whom than then just very really more most less least some any every each can could should would will shall may might must not no yes so if as up out off down there here also only even still all both own same such too one'.split(
    ' ',
  ),
);

/** People a story can be about ("my first manager", "our new CTO", "a mentor"), by the phrase's head noun. */
const PERSON_HEAD = /\b(manager|boss|mentor|coach|teacher|professor|colleague|coworker|co-worker|teammate|cofounder|co-founder|founder|CEO|CTO|CFO|COO|lead|director|recruiter|client|customer|intern|friend|mom|mum|dad|mother|father|parent|grandmother|grandfather|partner|wife|husband|nurse|doctor|editor|investor|hiring manager|team|peer|senior|junior)s?$/i;

/** Whether a reference names a person rather than something done ("my first manager", not "raising our prices"). */
export function isPersonRef(ref: string): boolean {
  return PERSON_HEAD.test(ref.trim()) && !/^[a-z]+ing\s/i.test(ref.trim());
}
