/**
 * A request as members type it, made fit to quote: the writer quotes the member's subject in the post, so what a
 * chat message forgives and a post does not is put right first. A link pasted in is dropped (the writer cannot read
 * it, and a post says "link in the comments" instead); an aside in brackets ("(typo intended lol)") is dropped; a
 * shouted stretch ("LAUNCHING OUR LINTER TODAY!!!") is written in sentence case, acronyms kept; "!!!" is one "!";
 * "i" is "I"; "dont", "couldnt" get their apostrophes; a sentence starts with a capital; markup tags are dropped
 * (what they held stays) and so is a run of 40 characters with no space. Nothing else of the member's wording changes.
 */

/** Acronyms that stay in capitals when a shouted stretch is lowered. */
const ACRONYMS = new Set(
  'AI API APIs AWS B2B B2C CEO CTO CFO COO CMO CPO VP HR UX UI SRE QA ML LLM GDPR SOC KPI KPIs OKR OKRs ROI IPO MVP SEO PR CI CD SaaS SQL USA UK EU NYC S3 EC2 GCP IT ICU ER NHS PhD MBA ESG DEI SMB SME R&D B2G'.split(' ').map((a) => a.toUpperCase()),
);

/** Contractions typed without their apostrophe. */
const CONTRACTIONS: Record<string, string> = {
  dont: "don't", doesnt: "doesn't", didnt: "didn't", cant: "can't", couldnt: "couldn't", wouldnt: "wouldn't", shouldnt: "shouldn't", isnt: "isn't", arent: "aren't",
  wasnt: "wasn't", werent: "weren't", havent: "haven't", hasnt: "hasn't", hadnt: "hadn't", wont: "won't", im: "I'm", ive: "I've", youre: "you're", theyre: "they're", thats: "that's", whats: "what's",
};

/** The request's own words typed in a hurry ("write abotu …", "wirte a psot"): put right, so they are read as instructions. */
const TYPOS: Record<string, string> = {
  abotu: 'about', aobut: 'about', abuot: 'about', baout: 'about', abotut: 'about', abour: 'about',
  wirte: 'write', wrtie: 'write', wriet: 'write', wrte: 'write', writte: 'write',
  psot: 'post', pots: 'post', poast: 'post', linkdin: 'LinkedIn', linkedn: 'LinkedIn', linkden: 'LinkedIn', linkein: 'LinkedIn',
  shoter: 'shorter', shortr: 'shorter', shrter: 'shorter', hastags: 'hashtags', hashtgas: 'hashtags', hashtag: 'hashtag', hastag: 'hashtag',
  qustion: 'question', quesiton: 'question', questoin: 'question', emojs: 'emojis', emoijs: 'emojis', emoij: 'emoji',
  formel: 'formal', fromal: 'formal', casaul: 'casual', casul: 'casual', stroy: 'story', sotry: 'story',
};

export function tidyRequest(input: string): string {
  let t = input
    // A link: the writer cannot read it; "this paper" says what it was.
    .replace(/\s*(?:\bhttps?:\/\/|\bwww\.)\S+/gi, ' ')
    // Markup pasted in ("<script>alert(1)</script>", "<b>launch</b>"): a post is plain text, so the tags go and what
    // they held stays, as typed.
    .replace(/<\/?[A-Za-z][^<>]*>/g, ' ')
    // A run of 40 characters or more with no space ("xxxx…", a hash) is no word: nothing a post can say.
    .replace(/\S{40,}/g, ' ')
    // An aside in brackets, but not an acronym spelled out ("site reliability (SRE)"), nor what a word holds ("alert(1)").
    .replace(/(?:^|\s+)\((?![A-Z][A-Za-z0-9&]{1,6}s?\))[^()\n]*\)/g, '')
    .replace(/([!?])[!?1]+/g, '$1');
  t = lowerShouting(t);
  t = t
    .replace(/\bi\b(?!\.e\.|\.\w)/g, 'I')
    .replace(/\bi'(m|ve|d|ll)\b/g, "I'$1")
    .replace(/\b([a-z]+)\b/gi, (w) => {
      const typo = TYPOS[w.toLowerCase()];
      if (typo) return typo;
      const fixed = CONTRACTIONS[w.toLowerCase()];
      if (!fixed) return w;
      return /^[A-Z]/.test(w) && !/^I'/.test(fixed) ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed;
    })
    // A new sentence starts with a capital ("…Atomico! so grateful" → "…Atomico! So grateful").
    .replace(/(?<!\b(?:e\.g|i\.e|vs|etc|approx))([.!?])(\s+)([a-z])/g, (_m, p: string, s: string, c: string) => `${p}${s}${c.toUpperCase()}`);
  // "in march", "since january": a month is a name ("may" only after a word that makes it one).
  t = t.replace(/\b(in|since|last|this|next|of|by|until|till|early|late|mid|from|to)(\s+)(january|february|march|april|may|june|july|august|september|october|november|december)\b/g, (_m, w: string, sp: string, month: string) => `${w}${sp}${month.charAt(0).toUpperCase()}${month.slice(1)}`);
  return t.replace(/[ \t]{2,}/g, ' ').replace(/ +([,.;:!?])/g, '$1').trim();
}

/** A run of three or more words in capitals is shouting: lowered, its acronyms kept, capitalised where a sentence starts. */
function lowerShouting(text: string): string {
  return text.replace(/\b[A-Z][A-Z0-9'&-]*(?:[\s,]+[A-Z0-9][A-Z0-9'&-]*){2,}\b/g, (run, at: number) => {
    const lowered = run.replace(/[A-Z][A-Z0-9'&-]*/g, (w) => (ACRONYMS.has(w.replace(/'S$/, '')) || w === 'I' ? w : w.toLowerCase()));
    return at === 0 || /[.!?]\s*$/.test(text.slice(0, at)) ? lowered.charAt(0).toUpperCase() + lowered.slice(1) : lowered;
  });
}

/**
 * One colon to a sentence: a label the writer puts before a sentence that already has one ("Real talk: code reviews:
 * what I wish …", "The common belief: it takes more of everything: more time …") reads as a stutter. The second
 * colon of a sentence becomes a dash; a time ("3:30") and a ratio ("2:1") are not colons.
 */
export function oneColon(post: string): string {
  return post
    .split('\n')
    .map((line) =>
      line
        .split(/(?<=[.!?])(\s+)/)
        .map((s) => {
          let seen = 0;
          return s.replace(/(?<!\d):(?!\d)(\s*)/g, (m, space: string) => (++seen === 1 ? m : ` —${space || ' '}`));
        })
        .join(''),
    )
    .join('\n');
}

/** Who or what starts a clause of its own ("… and it took six months", "… but we did it", "… and the team was exhausted"). */
const CLAUSE_START = String.raw`(?:it|we|i|they|he|she|everyone|everybody|nobody|no one|people|(?:(?:the|our|my|their)\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:was|were|had|got|went|took|felt|kept|started|stopped|came|grew|dropped|fell|rose|doubled|tripled|halved|jumped|improved|increased|decreased)|now|then)\b`;

/**
 * A run-on told in one breath ("we migrated to postgres and it took six months and the team was exhausted but we did
 * it") as the sentences it is made of: "We migrated to postgres. It took six months, and the team was exhausted. But we
 * did it." Only a run of three clauses or more is split (two read fine as one sentence); every clause is kept, in the
 * member's words and order. One sentence when it is not a run-on.
 */
export function runOnSentences(text: string): string[] {
  const t = text.trim().replace(/[.!]+$/, '');
  if (/[.!?;]\s/.test(t)) return [text.trim()];
  const joins = [...t.matchAll(new RegExp(String.raw`,?\s+(and|but|so|and then)\s+(?=${CLAUSE_START})`, 'gi'))];
  if (joins.length < 2) return [text.trim()];
  const clauses: { link: string; text: string }[] = [];
  let from = 0;
  let link = '';
  for (const j of joins) {
    clauses.push({ link, text: t.slice(from, j.index).trim() });
    link = j[1].toLowerCase();
    from = (j.index ?? 0) + j[0].length;
  }
  clauses.push({ link, text: t.slice(from).trim() });
  // "and" starts no sentence: two "and" clauses in a row are one sentence with a comma; "but" and "so" open theirs.
  const sentences: string[] = [];
  for (const c of clauses) {
    const body = c.text.replace(/^i\b/, 'I');
    if (/^and/.test(c.link) && sentences.length > 1) sentences[sentences.length - 1] += `, and ${body}`;
    else if (/^and/.test(c.link) || !c.link) sentences.push(body);
    else sentences.push(`${c.link} ${body}`);
  }
  return sentences.map((s) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`);
}
