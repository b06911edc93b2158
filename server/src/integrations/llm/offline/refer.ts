import { STOPWORDS, upperFirst } from './text';

/**
 * A writer names the subject a few times and refers back to it otherwise: "the quarterly OKRs" in the hook and once
 * more, then "them" ("small decisions about them"), never the whole phrase in every paragraph. Only where the pronoun
 * is plainly right (after a preposition, or opening a clause), and only when the sentence keeps something of this
 * subject without it; otherwise a shorter name ("the OKRs"), or the name as it was.
 */
export interface ReferOptions {
  /** The ways the post names the subject, longest first ("the quarterly OKRs", "quarterly OKRs"). */
  names: string[];
  plural: boolean;
  /** How many times the name stays before it is referred back to. */
  keep: number;
  /** Whether a sentence still says something of this subject (so two posts never share it). */
  specific: (sentence: string) => boolean;
  /** A shorter name for the subject ("the OKRs"), when there is one. */
  short?: string | null;
  /** The shorter name may stand for any of the names where a pronoun could ("the layoff" for "being laid off"). */
  shortAnywhere?: boolean;
  /**
   * Other ways to say a subject that has no shorter name ("our standups" of "we moved our standups to async updates":
   * "the move to async updates", "moving them"), tried after the pronoun and the short name, the one used least first.
   * `object`: only after a preposition ("about moving them"), never as a sentence's subject.
   */
  alternates?: { text: string; plural: boolean; object?: boolean }[];
}

const PREPOSITION = /^(about|with|on|for|of|to|from|into|through|behind|around|after|before|at|by|over|like|than|in|during|without|toward|towards|across|under)$/i;
const CLAUSE = /^(what|how|why|when|where|that|because|until|whether|if|while|and|but|so|once)$/i;

export function referBack(paragraphs: string[], o: ReferOptions): string[] {
  const names = o.names.filter(Boolean).sort((a, b) => b.length - a.length);
  if (!names.length) return paragraphs;
  const re = new RegExp(`(?<![\\w-])(?:${names.map(escape).join('|')})(?![\\w-])`, 'gi');
  let seen = 0;
  const used = new Map<string, number>();
  // The closing question names the subject it asks about: it is left as it is, and counted.
  const last = paragraphs.length - 1;
  const asks = last > 0 && /\?\s*\S{0,3}$/.test(paragraphs[last].trim());
  return paragraphs.map((p, i) => {
    if (asks && i === last) return p;
    return p.replace(re, (match: string, at: number, all: string) => {
      seen += 1;
      if (seen <= o.keep) return match;
      if (/^['’]s\b/.test(all.slice(at + match.length))) return match;
      const start = Math.max(all.lastIndexOf('\n', at - 1), ...['. ', '! ', '? '].map((d) => all.lastIndexOf(d, at - 1) + 1)) + 1;
      const end = nextEnd(all, at + match.length);
      const before = all.slice(start, at);
      const after = all.slice(at + match.length, end);
      const prev = /([\w'’]+)[\s,]*$/.exec(before)?.[1] ?? '';
      const opens = /^\s*$/.test(before) || /[:,]\s*$/.test(before) || /^[•\d.\s]*$/.test(before);
      // "starting to freelance full-time", "learning to code": that 'to' is a verb's, and 'starting to it' is no English.
      const infinitive = /^to$/i.test(prev) && /\b(?:[a-z]+ing|wants?|wanted|needs?|needed|decided|how|have|has|had|able|used|chose|tried|learned|learnt|began|started)\s+to\s*$/i.test(before);
      const object = PREPOSITION.test(prev) && !/[:,]\s*$/.test(before) && !infinitive;
      const subject = opens || (CLAUSE.test(prev) && !/[:,]\s*$/.test(before));
      const candidates: string[] = [];
      // A sentence's subject is followed by its verb: a name followed by what modifies it ("instant payouts for 2,000
      // freelancers …") is never cut to "they for 2,000 freelancers …".
      const modified = /^\s+(?:for|to|on|across|of|in|at|with|from|under|over)\s/i.test(after);
      // A label never ends on a pronoun ("Worth remembering about it:"): it names what it is about, or a shorter name.
      const label = /^:/.test(after);
      if (((object && !modified) || (subject && !modified)) && !label) {
        const pronoun = o.plural ? (object ? 'them' : 'they') : 'it';
        // After a colon the sentence goes on in lower case ("The lesson: it rewards …").
        candidates.push(/^\s*$/.test(before) || /[.!?]\s*$/.test(before) ? upperFirst(pronoun) : pronoun);
      }
      // A shorter name replaces the whole name only ("the quarterly OKRs" → "the OKRs"), never the bare words after a verb ("stopping quarterly OKRs").
      if (o.short && o.short.toLowerCase() !== match.toLowerCase() && ((/^(the|our|my)\s/i.test(match) && !/ing$/i.test(prev)) || (o.shortAnywhere && (object || subject)))) candidates.push(/^\s*$/.test(before) ? upperFirst(o.short) : o.short);
      // Another way to say it, where it fits the sentence: after a preposition, or as its subject when the verb agrees.
      const others = (o.alternates ?? [])
        .filter((a) => object || (subject && !a.object && a.plural === o.plural && !/^\s*$/.test(before)))
        .sort((a, b) => (used.get(a.text) ?? 0) - (used.get(b.text) ?? 0));
      for (const c of [...candidates, ...others.map((a) => a.text)]) {
        if (!o.specific(`${before}${c}${after}`)) continue;
        used.set(c, (used.get(c) ?? 0) + 1);
        return c;
      }
      return match;
    });
  });
}

function nextEnd(text: string, from: number): number {
  const m = /[.!?](\s|$)|\n/.exec(text.slice(from));
  return m ? from + m.index + 1 : text.length;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words of a subject that make a sentence its own ("okrs", "quarterly", "merchants"). */
export function subjectWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9'-]+/)
      .filter((w) => w.length >= 4 && !STOPWORDS.has(w)),
  );
}
