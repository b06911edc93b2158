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

/** The time a method was said to apply ("at night", "on weekends"), kept with what it applies to. */
const WHEN = /\s+((?:at|on|over|during|outside|after|before|every)\s+(?:night|nights|weekends?|the weekend|holidays|off-hours|office hours|lunch|[a-z]+days?|morning|evening)s?|overnight)$/i;
/** A comparative in the method ("sending shorter cold emails") and the word for how things were before. */
const OPPOSITE: Record<string, string> = { shorter: 'longer', longer: 'shorter', fewer: 'more', smaller: 'bigger', bigger: 'smaller', faster: 'slower', simpler: 'more complicated', earlier: 'later', later: 'earlier', cheaper: 'more expensive', clearer: 'vaguer' };

/**
 * The before and the after a method implies, said in the member's words and nothing else: "switching off idle staging
 * environments at night" → "Before, idle staging environments stayed on at night." / "Now they stay off at night";
 * "automating the three-way match" → "Before, the three-way match was done by hand." / "Now it runs on its own";
 * "sending shorter cold emails" → "Before, my cold emails were longer." / "Now they're shorter". Null for a method
 * that implies no before of its own (the post then says what the member gave, and no more).
 */
export function beforeAfter(m: Method): { before: string; after: string | null } | null {
  const h = m.how.trim();
  const we = /\b(I|my|me)\b/.test(m.result) && !/\b(we|our|us)\b/i.test(m.result);
  const our = we ? 'my' : 'our';
  const plural = (np: string) => /[^su]s$/i.test(np.split(/\s+/).pop() ?? '');
  const off = /^(?:switching|turning|shutting|powering)\s+(?:off|down)\s+(.+)$/i.exec(h);
  if (off) {
    const when = WHEN.exec(off[1]);
    const what = when ? off[1].slice(0, when.index) : off[1];
    const at = when ? ` ${when[1]}` : '';
    const p = plural(what);
    return { before: `Before, ${what} stayed on${at}.`, after: `Now ${p ? 'they stay' : 'it stays'} off${at}` };
  }
  // "migrating from a monolith": where things ran before, and that they run there no more (h2).
  const moved = MIGRATION.exec(h);
  if (moved) {
    const [, det = '', what, target] = moved;
    const who = we ? 'I' : 'we';
    return { before: `Before, ${who} ran on ${det}${what}.`, after: target ? `Now ${who} run on ${target}` : `Now ${we ? "I'm" : "we're"} off the ${what}` };
  }
  const auto = /^automating\s+(.+)$/i.exec(h);
  if (auto) return { before: `Before, ${auto[1]} ${plural(auto[1]) ? 'were' : 'was'} done by hand.`, after: `Now ${plural(auto[1]) ? 'they run' : 'it runs'} on ${plural(auto[1]) ? 'their' : 'its'} own` };
  const merge = /^(?:consolidating|merging|combining)\s+(\w+)\s+(.+?)\s+into\s+(\w+)$/i.exec(h);
  if (merge) return { before: `Before, ${we ? 'I' : 'we'} had ${merge[1]} ${merge[2]}.`, after: `Now ${we ? 'I have' : 'we have'} ${merge[3]}` };
  const dropped = /^(?:dropping|removing|cutting|killing|cancelling|canceling|scrapping|ending)\s+((?:the|our|my|all|most)\s+)?(.+)$/i.exec(h);
  if (dropped && !/^(out|back|down)\b/i.test(dropped[2])) {
    const what = dropped[2];
    return { before: `Before, ${we ? 'I' : 'we'} had ${(dropped[1] ?? '').replace(/^(the|our|my)\s+$/i, `${our} `)}${what}.`, after: `Now ${plural(what) ? 'they are' : 'it is'} gone` };
  }
  // "adding a staging smoke test": there was none before; what it does now the member did not say.
  const added = /^(?:adding|introducing)\s+(?:a|an)\s+([\w'-]+(?:\s+[\w'-]+){0,4})$/i.exec(h);
  if (added) return { before: `Before, ${we ? 'I' : 'we'} had no ${added[1]}.`, after: null };
  const comparative = /^[a-z]+ing\s+(shorter|longer|fewer|smaller|bigger|faster|simpler|earlier|later|cheaper|clearer)\s+(.+)$/i.exec(h);
  if (comparative && plural(comparative[2])) {
    return { before: `Before, ${our} ${comparative[2]} were ${OPPOSITE[comparative[1].toLowerCase()]}.`, after: `Now they're ${comparative[1].toLowerCase()}` };
  }
  return null;
}

/** A move off one system ("migrating from a monolith", "moving off our old billing system to Stripe"). */
const MIGRATION = /^(?:migrating|moving|switching)\s+(?:away\s+)?(?:from|off(?:\s+of)?)\s+(a\s+|an\s+|the\s+|our\s+|my\s+)?(.+?)(?:\s+(?:to|onto)\s+(.+))?$/i;

/**
 * What made a result hard that the member's own words imply, said as what such work usually takes and never as what
 * they did: a move off a system with zero downtime (h2). Null when their words imply nothing of the kind.
 */
export function hardPart(m: Method): string | null {
  const moved = MIGRATION.exec(m.how.trim());
  const still = /\b(?:zero|no|without any|without)\s+downtime\b/i.exec(m.result);
  if (!moved || !still) return null;
  const [, det = '', what] = moved;
  return `Doing it with ${still[0].toLowerCase()} is the hard part of leaving ${det}${what}: it usually means running the old and the new side by side, moving traffic over a little at a time, with a way back at every step.`;
}

/**
 * The result as where things stand now ("we cut our cloud bill by 40%" → "our cloud bill is 40% lower", "I doubled my
 * reply rate" → "my reply rate is twice what it was"), or null when the result does not say it that plainly.
 */
export function resultNow(result: string): string | null {
  const r = result.trim().replace(/[.!]+$/, '');
  const down = /^(?:we|i|our\s+\w+|my\s+\w+)\s+(?:cut|reduced|lowered|slashed|trimmed)\s+((?:our|my|the)\s+)?(.+?)\s+by\s+(\d+(?:\.\d+)?%)$/i.exec(r);
  const up = /^(?:we|i|our\s+\w+|my\s+\w+)\s+(?:increased|raised|grew|boosted|lifted)\s+((?:our|my|the)\s+)?(.+?)\s+by\s+(\d+(?:\.\d+)?%)$/i.exec(r);
  const doubled = /^(?:we|i)\s+(doubled|tripled)\s+((?:our|my|the)\s+)?(.+)$/i.exec(r);
  const halved = /^(?:we|i|our\s+\w+|my\s+\w+)\s+(?:(?:cut|reduced|lowered|slashed)\s+((?:our|my|the)\s+)?(.+?)\s+(?:in|by)\s+half|halved\s+((?:our|my|the)\s+)?(.+))$/i.exec(r);
  const verb = (np: string) => (/[^su]s$/i.test(np.split(/\s+/).pop() ?? '') ? 'are' : 'is');
  // "we shipped our payouts API to 200 merchants": the ones it went to are on it now (h2).
  const shipped = /^(?:we|i)\s+(?:shipped|launched|rolled out|released)\s+((?:our|my|the)\s+)?(.+?)\s+to\s+((?:\d[\d,]*|dozens of|hundreds of|thousands of)\s+[a-z]+s)\b/i.exec(r);
  if (shipped) return `${shipped[3]} are on ${(shipped[1] ?? 'the ').toLowerCase()}${shipped[2]}`;
  if (halved) {
    const np = `${halved[1] ?? halved[3] ?? ''}${halved[2] ?? halved[4]}`;
    return `${np} ${verb(np)} half what ${verb(np) === 'are' ? 'they were' : 'it was'}`;
  }
  if (down) return `${down[1] ?? ''}${down[2]} ${verb(down[2])} ${down[3]} lower`;
  if (up) return `${up[1] ?? ''}${up[2]} ${verb(up[2])} ${up[3]} higher`;
  if (doubled) return `${doubled[2] ?? ''}${doubled[3]} ${verb(doubled[3])} ${doubled[1].toLowerCase() === 'doubled' ? 'twice' : 'three times'} what ${verb(doubled[3]) === 'are' ? 'they were' : 'it was'}`;
  return null;
}
