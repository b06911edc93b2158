/**
 * How the member got a result, in their words: "we cut our cloud bill by 40% by switching off idle staging
 * environments at night" is the result "we cut our cloud bill by 40%" and the method "switching off idle staging
 * environments at night". The post opens on the result and says the method plainly in the body ("What did it: …"),
 * so it never says the same thing twice and never puts filler where the member told us what they did.
 */
export interface Method {
  /** The result as a clause: "we cut our cloud bill by 40%". */
  result: string;
  /** What was done, in the member's words: "switching off idle staging environments at night", "a one-page checklist". */
  how: string;
  /** "after moving to …": a change that came first, not a means ("The change behind it"). */
  after: boolean;
}

/** -ing words that are not an action ("by morning", "after nothing"). */
const NOT_ACTIONS = /^(morning|evening|nothing|something|anything|everything|spring|string|thing|ceiling|during|wedding|king|ring|sibling|pudding)$/i;

/** What a "with a … checklist" names: a thing used, not a circumstance ("with zero downtime", "with half the budget"). */
const TOOL = /\b(checklists?|templates?|rubrics?|scripts?|playbooks?|dashboards?|bots?|tools?|forms?|routines?|rules?|process|policy|policies|boards?|spreadsheets?|trackers?|calendars?|system|huddles?|stand-?ups?|workshops?|sessions?|reviews?|rotas?|rotations?|pilots?)\b/i;

/** A verb before "using" that makes it the thing done, not the means ("stopped using Jira"). */
const USING_AS_OBJECT = /\b(stop|stopped|start|started|quit|keep|kept|avoid|avoided|began|begin|tried|try|without|about|of|on|from|at|in|for|hate|love|loved|hated|like|liked|enjoy|enjoyed)$/i;

const LINK = String.raw`(?:just\s+|simply\s+)?(?:by|through|thanks\s+to)`;

/** The result and the method of a statement, or null when the member gave no method. */
export function methodOf(text: string): Method | null {
  const t = text.trim().replace(/[.!]+$/, '');
  // "By switching off …, we cut …", "After moving to hourly rounding, our ward …", "Using rubrics, I halved …".
  const fronted = /^(by|through|thanks to|after|since|using|with)\s+([^,]{3,}),\s+(.{8,})$/i.exec(t);
  if (fronted) {
    const [, link, how, result] = fronted;
    const m = accept(result, how, link);
    if (m) return m;
  }
  const by = new RegExp(String.raw`^(.{8,}?)\s+${LINK}\s+(([a-z]+ing)\b.+)$`, 'i').exec(t);
  if (by && !NOT_ACTIONS.test(by[3])) return accept(by[1], by[2], 'by');
  const after = /^(.{8,}?)\s+(after|since)\s+(([a-z]+ing)\b.+)$/i.exec(t);
  if (after && !NOT_ACTIONS.test(after[4])) return accept(after[1], after[3], 'after');
  const using = /^(.{8,}?)\s+using\s+(.+)$/i.exec(t);
  if (using && !USING_AS_OBJECT.test(using[1])) return accept(using[1], using[2], 'using');
  const withA = /^(.{8,}?)\s+with\s+((?:a|an|one|our|my|the|a\s+new|daily|weekly)\s+(?:[\w'-]+\s+){0,4}?[\w'-]+)$/i.exec(t);
  if (withA && TOOL.test(withA[2].split(/\s+/).pop() ?? '')) return accept(withA[1], withA[2], 'with');
  return null;
}

function accept(result: string, how: string, link: string): Method | null {
  const r = result.trim().replace(/[,;:]+$/, '');
  const h = how.trim().replace(/[,;:]+$/, '');
  // A result is a clause of its own ("we cut our cloud bill by 40%"), a method more than a word.
  if (r.split(/\s+/).length < 3 || h.split(/\s+/).length < 2) return null;
  const using = /^using$/i.test(link) && !/^[a-z]+ing\b/i.test(h) ? `using ${h}` : h;
  return { result: r, how: using, after: /^(after|since)$/i.test(link) };
}

/**
 * A method said first ("By consolidating five warehouses into three, we saved $2M a year") → the result first ("we
 * saved $2M a year by consolidating five warehouses into three"), so the subject reads as the statement it is.
 */
export function unfront(text: string): string {
  const m = /^(by|through|thanks to|after|using)\s+([^,]{3,}),\s+((?:we|i|our|my|the team|my team)\b.{5,})$/i.exec(text.trim());
  if (!m) return text;
  const result = m[3].replace(/^(We|Our|My|The|I)\b/, (w) => (w === 'I' ? w : w.toLowerCase()));
  return `${result.replace(/[.!]+$/, '')} ${m[1].toLowerCase()} ${m[2]}`;
}

/** The method as the reader's own ("switching off our staging" → "switching off your staging"). */
export function yourMethod(m: Method): string {
  return m.how.replace(/\b(our|my)\b/gi, 'your').replace(/\bwe\b/gi, 'you');
}
