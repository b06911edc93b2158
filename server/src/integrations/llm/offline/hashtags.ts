import { type Subject, isVerbish } from './subject';
import { STOPWORDS, upperFirst } from './text';
import { notesAmong, notesFor } from './topics';

/**
 * At most three hashtags, each a real word or a known two-word term taken from the subject or the member's
 * industry ("#Payments", "#CodeReview", "#Fintech"), never a fragment of the request (#Topic, #Doing1).
 */

/**
 * Words too general to be a tag alone (#Season, #Field, #Change) that still finish a two-word term people tag
 * ("harvest season" → #HarvestSeason, "field service" → #FieldService, "career change").
 */
const GENERIC_HEADS_TEXT = 'season seasons field fields day days life change changes side plan plans role roles level area shift shifts';
const GENERIC_HEADS = new Set(GENERIC_HEADS_TEXT.split(' '));

/** Words that are never a hashtag on their own. */
const WEAK = new Set(
  ('need needs pick picks uses myself yourself ourselves one two four five six seven eight nine ten points instead three quarter quarters replace replaces replacing replaced topic subject post write today yesterday tomorrow week weeks month months year years first last next new got get gets getting just after before since finally again still time times day days thing things lot lots hard good great best big small round part parts way ways people someone something everything nothing journey story lesson lessons take minute minutes zero honest honestly really basically actually without within across thoughts idea ideas really team teams work working company companies business businesses everyone anyone stuff nobody somebody everybody anybody twice once given taken done seen known shown ever never worst piece pieces kind sort type bit using doing making getting having going taking giving saying trying keeping letting putting seeing being start started starts stop left went lost quit took gave ran wrote rewrote broke won sold bought paid grew made built rebuilt kept felt told said began became ' +
    'use because although though unless whereas whether always often usually sometimes rarely now already soon ' +
    'well hire hires fire think thinks thought feel feels between among around through toward towards against beyond despite inside outside upon amid per via ' +
    GENERIC_HEADS_TEXT +
    // A part or a way of doing something, named with what it belongs to ("the account creation step", "best practices
    // for code review"): never a tag, nor the end of one (#CreationStep, #Practices, #Methods).
    ' worth knew know knows wish wished hope hoped daughter daughters son sons mother father mom mum dad wife husband sister brother class step steps stage stages phase phases practice practices tip tips tricks hacks strategy strategies approach approaches method methods half' +
    ' manager managers member members person persons owner owners ' +
    // What a claim says of its thing, never a topic (#Problem, #Issue, #Question).
    'problem problems issue issues question questions answer answers reason reasons matter matters ' +
    'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday').split(
    ' ',
  ),
);

/** Two-word terms people actually tag (kept together as one hashtag). */
const KNOWN_PAIRS = new Set(
  [
    'code review', 'code reviews', 'product management', 'product manager', 'customer success', 'customer support', 'machine learning', 'remote work', 'open source',
    'seed round', 'series a', 'cold outreach', 'cold email', 'personal brand', 'personal branding', 'public speaking', 'career change', 'career growth', 'data science',
    'data engineering', 'system design', 'technical debt', 'tech debt', 'user research', 'design systems', 'design system', 'content marketing', 'growth marketing',
    'sales enablement', 'employer branding', 'mental health', 'side project', 'side projects', 'first job', 'job search', 'hiring managers', 'engineering management',
    'engineering managers', 'incident response', 'on call', 'platform engineering', 'developer experience', 'artificial intelligence', 'b2b saas', 'supply chain',
    'venture capital', 'small business', 'user experience', 'customer experience', 'startup life', 'team culture', 'company culture', 'performance reviews',
    'impostor syndrome', 'imposter syndrome', 'growth mindset', 'emotional intelligence', 'time management', 'project management', 'change management',
    'risk management', 'thought leadership', 'social media', 'digital marketing', 'deep work', 'unit economics', 'pricing strategy', 'human resources',
    'real estate', 'data privacy', 'product roadmaps', 'product roadmap', 'product strategy', 'career growth', 'parental leave', 'maternity leave', 'paternity leave', 'climate tech', 'renewable energy', 'cloud computing', 'quiet quitting', 'customer retention', 'sales strategy', 'new hires', 'career advice', 'daily standups',
    'hybrid work', 'hybrid working', 'open enrollment', 'field service', 'field sales', 'peak season', 'food waste', 'crop rotation', 'patient safety', 'patient care',
    'supply chains', 'customer service', 'private equity', 'cyber security', 'data protection', 'mental load',
    'terms and conditions', 'terms of service', 'privacy policy',
  ],
);

/** Industry labels with a tag of their own that is not one of their words ("Healthcare SaaS" → #HealthTech). */
const INDUSTRY_TAGS: [RegExp, string][] = [
  [/^(health\s*care|health|medical|clinical)\s+(saas|tech|technology|software|it)$|^digital health$/i, 'HealthTech'],
  [/^(education|learning)\s+(saas|tech|technology|software)$/i, 'EdTech'],
];

/**
 * What a subject is about, by the tag readers search for when it is not a word of it: a post on the cloud bill is
 * found under #CloudCosts and #FinOps, never #CloudBill or #Environments.
 */
const SUBJECT_TAGS: [RegExp, string[]][] = [
  [/\b(cloud|aws|azure|gcp|infrastructure|infra)\s+(bill|bills|costs?|spend|spending|invoice)\b/i, ['CloudCosts', 'FinOps']],
  // "founders should learn to sell": #Sales, never #Learning #Sell.
  [/\blearn(?:ing)?\s+(?:how\s+)?to\s+sell\b/i, ['Sales']],
];

/** Known tags that are not words of the subject or the industry: a life event's or a genre's lead, an industry's name. */
export const KNOWN_TAGS: readonly string[] = [...INDUSTRY_TAGS.map(([, t]) => `#${t}`), ...SUBJECT_TAGS.flatMap(([, ts]) => ts.map((t) => `#${t}`))];

/**
 * Industries too broad to say anything about a post (#Software, #Technology): a tag only when the subject gives
 * none; a more specific term of the subject ("#Kubernetes", "#BillingService") is what a reader searches for.
 */
const BROAD_INDUSTRY = /^(software|technology|tech|it|information technology|internet|computer software|business|services|professional services|consulting|other|general|engineering|goods|products|industry|sector)$/i;

/** Industry labels people write as a sentence ("Fintech / B2B payments") → tag words. */
function industryTerms(industry: string | null): string[] {
  if (!industry) return [];
  const known = INDUSTRY_TAGS.find(([re]) => re.test(industry.trim()));
  if (known) return [known[1]];
  // "Food & beverage", "Travel & hospitality": one industry, one tag (#FoodAndBeverage), never #Food #Beverage.
  const pair = /^([A-Za-z]+)\s*&\s*([A-Za-z]+)$/.exec(industry.trim());
  if (pair && `${pair[1]}And${pair[2]}`.length <= 20) return [`${upperFirst(pair[1].toLowerCase())}And${upperFirst(pair[2].toLowerCase())}`];
  return industry
    .split(/[/,&|·]+|\s+and\s+/i)
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((p) => {
      const words = p.split(/\s+/);
      if (words.length === 1) return [p];
      const pair = words.slice(-2).join(' ').toLowerCase();
      if (KNOWN_PAIRS.has(pair) && words.length === 2) return [p];
      // "Enterprise software" → #EnterpriseSoftware: the broad head alone says nothing.
      if (words.length === 2 && BROAD_INDUSTRY.test(words[1]) && !ADJECTIVES.has(words[0].toLowerCase()) && p.replace(/\s+/g, '').length <= 18) return [p];
      // "B2B payments" → "Payments": the head noun is the tag a reader searches for.
      return [words[words.length - 1]];
    });
}

/** -ing words that are nouns people tag. */
const ING_NOUNS = new Set('scheduling onboarding marketing hiring engineering pricing networking branding learning training planning testing funding building leadership mentoring recruiting fundraising coaching consulting writing storytelling parenting budgeting forecasting prototyping outsourcing offboarding freelancing investing banking accounting'.split(' '));

/** Adjectives, which describe a subject and are never one alone (#Active, #Biggest, #Quarterly). */
const ADJECTIVES = new Set(
  'busy quiet slow hectic crazy bad worse wrong right active big bigger biggest small smaller smallest large largest fast faster fastest hard harder hardest early late latest new newer newest old older oldest high higher highest low lower lowest great greatest tough toughest senior junior remote hybrid quarterly daily weekly monthly annual yearly personal real whole full free open public private local global single double entire huge tiny major minor simple easy difficult strange honest main final only certain various several different important'.split(' '),
);
const ADJECTIVE_ENDING = /(ive|ous|ful|less|able|ible|ical|ish)$/i;
/**
 * Words that judge what follows rather than name a kind of it: "better one-on-ones" is no term anyone tags
 * (#BetterOneOnOnes), where "remote onboarding" and "junior engineers" are (#RemoteOnboarding, #JuniorEngineers).
 */
const JUDGEMENTS = new Set('better best good great worse worst bad effective smarter faster easier'.split(' '));

/** The two-letter terms people do tag (#AI, #HR, #UX). */
const TWO_LETTER_TERMS = /^(AI|ML|HR|UX|UI|QA|VC|PR|EU)$/;

/** A word that can be a hashtag alone: a noun, not a verb, an adjective or a small word. */
function isTagWord(w: string): boolean {
  const lower = w.toLowerCase();
  if (isVerbish(lower) || ADJECTIVES.has(lower)) return false;
  if (ADJECTIVE_ENDING.test(lower) && lower.length > 5 && !/^[A-Z]{2,}/.test(w)) return false;
  return isRealWord(w);
}

function isRealWord(w: string): boolean {
  if (ING_NOUNS.has(w.toLowerCase())) return true;
  // A contraction ("doesn't", "we're") is never a tag (#DoesnT).
  if (/['’](t|re|ve|ll|d|m)$/i.test(w)) return false;
  if (isVerbish(w.replace(/[^A-Za-z'-]/g, ''))) return false;
  // The two-letter terms people do tag.
  if (TWO_LETTER_TERMS.test(w)) return true;
  const lower = w.toLowerCase();
  if (lower.length < 3 || STOPWORDS.has(lower) || WEAK.has(lower)) return false;
  if (/\d/.test(w) && !/^(b2b|b2c|web3|saas|[a-z]+\d)$/i.test(w)) return false;
  // Acronyms people tag: AI, API, SaaS, SRE, B2B.
  if (/^[A-Z][A-Za-z0-9]{1,5}$/.test(w) && /[A-Z].*[A-Z]/.test(w)) return true;
  // A verb form or an adverb is not a subject ("migrating", "shipped", "quickly").
  if (/(ing|ed|ly)$/i.test(lower) && lower.length > 5) return false;
  return /^\p{L}[\p{L}'-]*\p{L}$/u.test(w);
}

/**
 * The nouns that head a phrase of the subject: a tag word followed by no other word of substance ("roadmaps" in "…
 * about product roadmaps", not "clinic" in "clinic scheduling app", never a verb or an adjective).
 */
function headNouns(subject: string): string[] {
  // (A possessor describes no kind of what it owns: "a patient's daughter" is never #PatientDaughter.)
  const owners = new Set(subject.split(/\s+/).filter(Boolean).map((w, i) => (/['’]s$/.test(w) ? i : -1)).filter((i) => i >= 0));
  const words = subject.replace(/['’]s\b/g, '').split(/\s+/).filter(Boolean);
  const bare = words.map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ''));
  return bare.flatMap((w, i) => {
    // The word after "which"/"who" ("a tool that matches …", "which cut …") is the clause's verb, never a topic (#Matches).
    const relVerb = i > 0 && (/^(which|who)$/i.test(bare[i - 1]) || (/^that$/i.test(bare[i - 1]) && /^[a-z]+(?:[^s]s|ches|shes|xes)$/.test(w)));
    // A verb after "to" with its particle or its object ("to speak up", "to call them") is no tag (#Speak); nor is a time of
    // day alone (#Night).
    const toVerb = i > 0 && /^to$/i.test(bare[i - 1]) && /^[a-z]/.test(w) && /^(up|down|out|off|back|over|the|a|an|my|our|your|their|them|it|him|her|me|us)$/i.test(bare[i + 1] ?? '');
    // (Nor what people do: "what I wish parents knew" is never #ParentsKnew or #Knew.)
    const doneBy = i > 0 && DOERS.test(bare[i - 1]) && /^[a-z]/.test(w) && !/s$/.test(w);
    if (!w || !isTagWord(w) || relVerb || toVerb || doneBy || TIME_ALONE.test(w) || (i > 0 && ADVERB_BEFORE_VERB.test(bare[i - 1])) || (i > 0 && (CLAUSE_SUBJECT.test(bare[i - 1]) || (/^[A-Z][a-z]/.test(w) && PERSON_BEFORE.test(bare[i - 1]))))) return [];
    const next = bare[i + 1];
    const ends = /[,.;:!?]$/.test(words[i]) || !next || STOPWORDS.has(next.toLowerCase()) || isVerbish(next) || /^\d/.test(next) || CLAUSE_SUBJECT.test(next);
    if (!ends) return [];
    // "a data analyst", "our billing service": the noun with the noun that names its kind (#DataAnalyst), first.
    // (A word after "to" or a modal is a verb: "to call parents", "should delete half …", never #CallParents.)
    // (Nor after the people who do it: "candidates ghost recruiters" is who does what, never #GhostRecruiters.)
    const before = i > 0 && !owners.has(i - 1) && !/[,.;:!?]$/.test(words[i - 1]) && !(i > 1 && (INFINITIVE_MARK.test(bare[i - 2]) || DOERS.test(bare[i - 2]))) ? bare[i - 1] : '';
    const modifier = before && !ADJECTIVES.has(before.toLowerCase()) && (isTagWord(before) || nounModifier(bare, i - 1));
    return modifier && `${before}${w}`.length <= 18 ? [`${before} ${w}`, w] : [w];
  });
}

/** People and organisations in the plural: the word after them in a sentence is what they do ("candidates ghost …"). */
const DOERS = /^(candidates|customers|clients|users|people|teams|managers|founders|engineers|developers|employees|students|parents|nurses|teachers|recruiters|companies|startups|leaders|designers|buyers|sellers|investors|kids|doctors|patients)$/i;

/** Words after which a verb's bare form comes ("to call", "should write", "let's try"). */
const INFINITIVE_MARK = /^(to|can|could|should|would|will|must|might|may|let's|lets|don't|didn't|won't|cannot)$/i;

/** Adverbs that stand before a verb ("our clinic now opens", "teachers always overlook"). */
const ADVERB_BEFORE_VERB = /^(now|just|always|often|usually|sometimes|rarely|already|never|still|finally|also|officially)$/i;

/** Who does something in a clause without "that" ("documentation nobody reads"): the word after it is a verb. */
const CLAUSE_SUBJECT = /^(nobody|everyone|everybody|someone|somebody|anyone|anybody|I|we|you|they|he|she)$/i;

/** "billing" in "our billing service", "pricing" in "the pricing page": an -ing word after a determiner names a kind. */
function nounModifier(words: string[], i: number): boolean {
  return /^[a-z]{3,}ing$/i.test(words[i]) && i > 0 && /^(our|my|the|a|an|their|your|his|her|its)$/i.test(words[i - 1]) && !!words[i + 1] && !STOPWORDS.has(words[i + 1].toLowerCase());
}

/**
 * Names the member wrote that are a subject of their own: a product or a tool ("Kubernetes", "Rust", "Notion"), an
 * acronym with its number ("SOC 2" → #SOC2). Never the sentence's first word, nor a person ("my manager Sarah",
 * "Priya who …", "Sam's advice"), whom a post names but never tags.
 */
function namedThings(subject: string): string[] {
  const out: string[] = [];
  for (const m of subject.matchAll(/(?<=\S\s+)\b([A-Z][a-z]+[A-Za-z0-9]*|[A-Z]{2,}\s?\d+)\b(?!['’]s\b)/g)) {
    const name = m[1];
    const before = subject.slice(0, m.index).trim().split(/\s+/).pop() ?? '';
    const after = subject.slice((m.index ?? 0) + name.length).trim().split(/\s+/)[0] ?? '';
    if (/[.!?:;]$/.test(before) || /^[A-Z][a-z]+ed$/.test(name) || (/^[A-Z]/.test(before) && before !== 'I') || PERSON_BEFORE.test(before) || /^(who|said|says|told|taught|asked|and|&)$/i.test(after) || /^[A-Z]/.test(after)) continue;
    if (WEAK.has(name.toLowerCase()) || STOPWORDS.has(name.toLowerCase()) || /^(I|I'm|I've|I'd)$/.test(name)) continue;
    out.push(name);
  }
  return out;
}
const PERSON_BEFORE = /^(mentor|manager|boss|teammate|colleague|friend|cofounder|co-founder|founder|ceo|cto|cfo|coo|dad|mom|mum|father|mother|wife|husband|partner|son|daughter|sister|brother|coach|teacher|intern|client|customer|recruiter|with|thank|thanks|by|dear|mr|mrs|ms|dr)$/i;

/** Terms with a spelling of their own, whatever case the member typed them in ("b2b saas" → #B2BSaaS). */
const SPELLED: Record<string, string> = { b2b: 'B2B', b2c: 'B2C', saas: 'SaaS', ai: 'AI', api: 'API', apis: 'APIs', ml: 'ML', ux: 'UX', ui: 'UI', seo: 'SEO', hr: 'HR', okrs: 'OKRs', kpis: 'KPIs', devops: 'DevOps', genai: 'GenAI', llms: 'LLMs', mongodb: 'MongoDB', postgresql: 'PostgreSQL', github: 'GitHub', gitlab: 'GitLab', javascript: 'JavaScript', typescript: 'TypeScript', linkedin: 'LinkedIn', youtube: 'YouTube', tiktok: 'TikTok', chatgpt: 'ChatGPT', openai: 'OpenAI', iphone: 'iPhone', ios: 'iOS', nodejs: 'NodeJS', graphql: 'GraphQL', mysql: 'MySQL', fintech: 'Fintech', ecommerce: 'Ecommerce' };

function tagOf(term: string): string {
  return `#${term
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    // (An acronym's plural keeps its capitals: #CEOs, never #Ceos.)
    .map((w) => SPELLED[w.toLowerCase()] ?? (/^[A-Z0-9]+s?$/.test(w) || /[a-z][A-Z]/.test(w) ? w : upperFirst(w.toLowerCase())))
    .join('')}`;
}

/** The hashtags for a subject (its focus first, then its words) and the member's industry. */
export function hashtagsFor(at: { focus: string; subject: string; industry: string | null; topic?: string | null }): string[] {
  const tags = ownHashtags(at);
  const term = SUBJECT_TAGS.map(([re, known]) => ({ found: re.exec(`${at.focus} ${at.subject}`), known })).find((x) => x.found);
  if (!term?.found) return tags;
  // The searched-for tags first, then the subject's own that say something else (#Kubernetes, not #CloudBill).
  const said = term.found[0].toLowerCase().split(/\s+/).filter((w) => w.length >= 3);
  const known = term.known.map((t) => `#${t}`);
  return [...known, ...tags.filter((t) => !said.some((w) => t.toLowerCase().includes(w)) && !known.some((k) => sameTerm(k, t)))].slice(0, 3);
}

/**
 * Two tags for one term: one inside the other (#Pricing, #PricingPages), or one word in two forms (#Pricing and
 * #Price, #Hiring and #Hire): a stem of 4 letters or more that the other tag opens with.
 */
function sameTerm(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase().replace(/^#/, ''), b.toLowerCase().replace(/^#/, '')];
  if (x.includes(y) || y.includes(x)) return true;
  const stem = (w: string) => w.replace(/(?:ing|ed|es|e|s|er|ers)$/, '');
  const [sx, sy] = [stem(x), stem(y)];
  return (sx.length >= 4 && y.startsWith(sx)) || (sy.length >= 4 && x.startsWith(sy));
}

function ownHashtags({ focus, subject, industry, topic }: { focus: string; subject: string; industry: string | null; topic?: string | null }): string[] {
  const candidates: (string | { broad: string })[] = [];
  const lowerSubject = `${focus} ${subject}`.toLowerCase();
  // A known term as the member wrote it ("B2B SaaS" → #B2BSaaS, not #B2bSaas).
  for (const pair of KNOWN_PAIRS) {
    const found = new RegExp(`\\b${pair}\\b`, 'i').exec(`${focus} ${subject}`);
    if (found) candidates.push(found[0]);
  }
  // A gerund that opens the focus is its subject ("hiring juniors" → #Hiring), elsewhere a verb form; a clause
  // without "that" ("documentation nobody reads") is not part of the thing.
  const spoken = focus.replace(/^(the|our|my|a|an)\s+/i, '').replace(/['’]s\b/g, '').split(/\s+/);
  const cut = spoken.findIndex((w, i) => i > 0 && CLAUSE_SUBJECT.test(w));
  const all = cut > 0 ? spoken.slice(0, cut) : spoken;
  // "pair programming", "load testing": a noun and the activity it names, at the head of the focus; never a doer and
  // its verb ("HR reporting to the CEO" is no #HRReporting).
  if (all.length >= 2 && /^[a-z]{3,}ing$/i.test(all[1]) && isTagWord(all[0]) && !ADJECTIVES.has(all[0].toLowerCase()) && (all.length === 2 || (STOPWORDS.has(all[2].toLowerCase()) && all[2].toLowerCase() !== 'to')) && `${all[0]}${all[1]}`.length <= 18) candidates.push(`${all[0]} ${all[1]}`);
  // A name of more than one word is one tag ("Product Hunt" → #ProductHunt, "EU AI Act" → #EUAIAct), never cut.
  const names = [...`${focus}\n${subject}`.matchAll(/\b[A-Z][A-Za-z0-9]*(?: (?!I\b)[A-Z][A-Za-z0-9]*)+\b/g)]
    // (A judgement that opens a sentence is no part of a name: "Good UX is invisible" is #UX, never #GoodUX.)
    .map((m) => m[0].split(/\s+/).filter((w, i) => i > 0 || !(/^(I|I'm|We|Our|My|The|A|An|This|That|Why|How|What|When|Should|Can|Is|Are|Do|Does)$/.test(w) || JUDGEMENTS.has(w.toLowerCase()))).join(' '))
    .filter((n) => n.includes(' '));
  candidates.push(...names, ...namedThings(subject).filter((n) => /\d/.test(n)));
  // A light verb is not a subject ("saying no to clients" is not #Saying): its stem has to be a word of substance.
  // A gerund with its object ("accepting card payments") is a verb, and its object is the subject (#CardPayments), unless
  // it is an activity people tag (#Hiring, #Onboarding).
  const opensWithAction = /^[a-z]{3,}ing$/i.test(all[0] ?? '') && (ING_NOUNS.has(all[0].toLowerCase()) || (all[0].length - 3 >= 5 && all.length === 1)) && !STOPWORDS.has(all[0].toLowerCase());
  const focusWords = all.filter((w, i) => isRealWord(w) || (i === 0 && opensWithAction));
  // A two-word focus ("remote onboarding", "payouts API") is one tag when it stays readable; never two words
  // that were apart ("hiring your first salesperson" is not #HiringSalesperson).
  // "our billing service": an -ing word after a determiner names a kind of the noun (#BillingService).
  const kindOfNoun = all.length === 2 && new RegExp(`\\b(?:our|my|the|a|an|their|your)\\s+${all[0]}\\s+${all[1]}\\b`, 'i').test(subject) && nounModifier(['the', ...all], 1);
  // A pair that ends on an adjective or an adverb ("money early") is no term anyone tags (#MoneyEarly) (issue 12).
  // ("a patient's daughter": a person and whose they are is no term, never #PatientDaughter.)
  const owned = /\w['’]s\s+\w/.test(focus);
  if (all.length === 2 && !owned && !ADJECTIVES.has(all[1].toLowerCase()) && !JUDGEMENTS.has(all[0].toLowerCase()) && (focusWords.length === 2 || (kindOfNoun && isTagWord(all[1]))) && all.join('').length <= 18) candidates.push(all.join(' '));
  // A word of substance and a general one that finishes it ("harvest season", "field service"): one tag, never the
  // general word alone.
  const generic = (w: string | undefined) => !!w && GENERIC_HEADS.has(w.toLowerCase());
  for (let i = 0; i + 1 < all.length; i++) {
    const [a, b] = [all[i], all[i + 1]];
    const pair = (generic(b) && isRealWord(a) && !ADJECTIVES.has(a.toLowerCase())) || (generic(a) && isTagWord(b) && (i + 2 === all.length || STOPWORDS.has(all[i + 2].toLowerCase())));
    // (Not when the first word belongs to a known term before it: "open enrollment season" is #OpenEnrollment.)
    const inKnown = i > 0 && KNOWN_PAIRS.has(`${all[i - 1]} ${a}`.toLowerCase());
    if (pair && !inKnown && `${a}${b}`.length <= 18) candidates.push(`${a} ${b}`);
  }
  // What an action is done to, when it is two words of substance ("hiring junior engineers" → #JuniorEngineers,
  // where "#Junior" alone is an adjective).
  if (all.length === 3 && /^[a-z]{3,}ing$/i.test(all[0]) && isRealWord(all[1]) && isRealWord(all[2]) && !ADJECTIVES.has(all[2].toLowerCase()) && !JUDGEMENTS.has(all[1].toLowerCase()) && `${all[1]}${all[2]}`.length <= 18) candidates.push(`${all[1]} ${all[2]}`);
  // "clinic scheduling app", "first enterprise deal": the noun and what describes it ("#EnterpriseDeal"), never the
  // describing word alone (#Clinic, #Active).
  const [beforeLast, last] = all.slice(-2);
  const knownBefore = all.length >= 3 && KNOWN_PAIRS.has(`${all[all.length - 3]} ${beforeLast}`.toLowerCase());
  // A person ("my mentor Sarah") is named in the post, never tagged.
  const person = !!last && /^[A-Z][a-z]/.test(last) && PERSON_BEFORE.test(beforeLast ?? '');
  if (person) all.pop();
  if (all.length >= 3 && last && !person && !owned && !knownBefore && isTagWord(last) && isRealWord(beforeLast) && !ADJECTIVES.has(beforeLast.toLowerCase()) && !JUDGEMENTS.has(beforeLast.toLowerCase()) && !(DOERS.test(beforeLast) && !/s$/.test(last)) && `${beforeLast}${last}`.length <= 18) candidates.push(`${beforeLast} ${last}`);
  const action = (i: number) => i === 0 && opensWithAction;
  // A word after an adverb of time or frequency is its verb ("now opens", "always overlook"), never a tag.
  const afterAdverb = (i: number) => i > 0 && ADVERB_BEFORE_VERB.test(all[i - 1]);
  candidates.push(...all.filter((w, i) => (w.length >= 4 || /^[A-Z]{2,}/.test(w)) && (isTagWord(w) || action(i)) && !afterAdverb(i) && (i === all.length - 1 || /^[A-Z]{2,}/.test(w) || action(i))));
  const named = namedThings(subject);
  candidates.push(...named);
  // The words that named a topic the writer knows ("four-day week", "new managers"), before the industry's.
  if (topic) candidates.push(topic);
  const industries = industryTerms(industry).filter((t) => t.split(/\s+/).every((w) => isRealWord(w) || /^b2b$/i.test(w)));
  candidates.push(...industries.filter((t) => !BROAD_INDUSTRY.test(t)));
  candidates.push(...headNouns(subject).filter((w) => w.length >= 5));
  candidates.push(...industries.filter((t) => BROAD_INDUSTRY.test(t)).map((t) => ({ broad: t })));
  const tags: string[] = [];
  for (const c of candidates) {
    // A broad industry only when the subject gave no tag of its own.
    if (typeof c !== 'string' && tags.length) continue;
    const tag = tagOf(typeof c === 'string' ? c : c.broad);
    const lower = tag.toLowerCase();
    if ((tag.length < 4 && !TWO_LETTER_TERMS.test(tag.slice(1))) || tag.length > 24) continue;
    if (tags.some((t) => sameTerm(t, tag))) continue;
    tags.push(tag);
    if (tags.length === 3) break;
  }
  return tags;
}

/** Words that open a phrase of time, never a term ("first year", "next quarter"), and times of day alone (#Morning). */
const TIME_LEAD = /^(first|last|next|this|that|every|each|past)$/i;
/** Words that are verbs too, and the noun at the end of a term ("team lead", "design review"). */
const NOUN_TOO = /^(lead|leads|review|reviews|design|test|tests|plan|launch|hire|hires|build|builds|release|releases|report|reports)$/i;
const TIME_ALONE = /^(morning|mornings|evening|evenings|night|nights|weekend|weekends|afternoon|afternoons)$/i;

/**
 * The member's own words that named a topic the writer has notes for ("four-day week", "first-time managers", "enterprise
 * deals", "engineering manager" of "my first year as an engineering manager"): a term a reader searches for, so a known
 * topic is tagged by its subject and not only by the industry (issue 12). The part of the match between small words and
 * numbers that reads as a term: a noun at its end, no verb or time word at its start; null when none does.
 */
export function topicTerm(s: Pick<Subject, 'focus' | 'text'>): string | null {
  const notes = notesAmong(s.focus, s.text);
  if (!notes) return null;
  for (const said of [s.text, s.focus]) {
    const m = notes.match.exec(said.toLowerCase());
    if (!m || said.toLowerCase().length !== said.length) continue;
    const phrase = said.slice(m.index, m.index + m[0].length).replace(/['’]s\b/g, '');
    // Runs of words between small words and numbers: "first year as an engineering manager" → "first year", "engineering manager".
    const runs: string[][] = [[]];
    // (A word with a sign inside it, "A/B", is no word of a tag: never glued into #ABTesting.)
    for (const w of phrase.split(/\s+/).map((x) => x.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')).filter(Boolean)) {
      if (STOPWORDS.has(w.toLowerCase()) || /\d|[^\p{L}'-]/u.test(w)) runs.push([]);
      else runs[runs.length - 1].push(w);
    }
    for (const run of runs.filter((r) => r.length).reverse()) {
      const [first, last] = [run[0], run[run.length - 1]];
      if (run.length > 3 || TIME_LEAD.test(first) || TIME_ALONE.test(run.join(' '))) continue;
      if ((isVerbish(first) && !ING_NOUNS.has(first.toLowerCase())) || (isVerbish(last) && !(run.length > 1 && NOUN_TOO.test(last))) || ADJECTIVES.has(last.toLowerCase()) || last.length < 3) continue;
      if (run.length === 1 ? !isTagWord(first) : !run.every((w) => /^\p{L}[\p{L}'-]*$/u.test(w)) || /^[a-z]{3,}ing$/i.test(first) && !ING_NOUNS.has(first.toLowerCase())) continue;
      // A verb that names a topic of one word ("ghost" of ghosting) is tagged by the topic (#Ghosting, never #Ghost).
      if (run.length === 1 && [`${first}ing`, `${first.replace(/e$/, '')}ing`].includes(notes.name.toLowerCase())) return notes.name;
      if (run.join('').length <= 22) return run.join(' ');
    }
  }
  return null;
}

/** A subject's hashtags: a life event's known tag first (#Layoffs, #Running), then the subject's and the industry's. */
export function tagsFor(s: Subject, industry: string | null): string[] {
  // Made from the member's words ("my first marathon"), never the writer's ("being laid off").
  const focus = s.tagFocus ?? (s.experience ? (/^my\s/.test(s.experience.name) ? s.experience.name : s.about ?? '') : s.focus);
  // A claim about a thing is tagged by the thing and whom the claim is about ("for small teams"), never by its verb or
  // its judgement (#Close, #Mistake, #Hallucinate) (h2).
  // ("in 2026" says when, never whom: no #MBA2026.)
  const whom = s.thing ? / (?:for|in|at|among|inside) ((?!\d)(?:[\w'-]+ ){0,2}[\w'-]+)[.!?]*$/.exec(s.text)?.[1] : null;
  const tags = hashtagsFor({ focus, subject: s.thing ? `${s.focus}${whom ? ` ${whom}` : ''}` : s.text, industry, topic: s.experience ? null : topicTerm(s) });
  const lead = s.experience?.tag;
  return lead ? [lead, ...tags.filter((t) => t.toLowerCase() !== lead.toLowerCase())].slice(0, 3) : tags;
}
