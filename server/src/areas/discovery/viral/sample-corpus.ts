/**
 * The sample corpus, written by our own code (no real person's name or text): invented authors in the 10
 * domains, posts assembled from domain phrases, topics with a few bursting in the last week, media, and a
 * heavy-tailed engagement (an author's lognormal base rate times a Pareto-distributed luck per post).
 * Deterministic: the same seed, size and `now` give the same records. Also the synthetic corpus of the bench.
 */
import { mulberry32 } from '../../../platform/random';
import { VIRAL_DOMAINS, type ViralDomain, type ViralRecord } from './record';

export const SAMPLE_PLATFORM = 'linkedin';
export const SAMPLE_POSTS = 2_400;
export const SAMPLE_SEED = 20_261_123;
const DAY = 86_400_000;
/** Posts are spread over this many days before `now` (a trending window plus its 8-week baseline). */
const SPAN_DAYS = 63;

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const normal = (r: Rand) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

const FIRST = [
  'Amara', 'Bastian', 'Coralie', 'Dario', 'Elowen', 'Farid', 'Giselle', 'Hollis', 'Ines', 'Jory', 'Kaia', 'Lorcan', 'Maelis',
  'Nilo', 'Oriana', 'Pim', 'Quillon', 'Rosalind', 'Soren', 'Talia', 'Ulric', 'Vesna', 'Wren', 'Xanthe', 'Yusuf', 'Zelie',
  'Anouk', 'Bram', 'Cato', 'Delphine', 'Emrys', 'Flavia', 'Gideon', 'Halima', 'Ivo', 'Juno', 'Kasimir', 'Liora', 'Mattis',
  'Noor', 'Odile', 'Peregrine', 'Rafferty', 'Sabine', 'Tobiah', 'Ulla', 'Viggo', 'Wilhelmina', 'Ysolde', 'Zoltan',
];
const SYL_A = ['Val', 'Mor', 'Thes', 'Ark', 'Bren', 'Cal', 'Dun', 'Fen', 'Gar', 'Hal', 'Kel', 'Lun', 'Mar', 'Nor', 'Quen', 'Ros', 'Sel', 'Tor', 'Ves', 'Wyn'];
const SYL_B = ['emby', 'ridge', 'wick', 'holm', 'ford', 'dale', 'mere', 'stone', 'vane', 'lowe', 'brook', 'crest', 'field', 'garth', 'haven', 'rick', 'well', 'thorn', 'by', 'mont'];
const COMPANY_A = ['Lumen', 'Northwind', 'Quartz', 'Bright', 'Harbor', 'Kite', 'Maple', 'Orbit', 'Pioneer', 'Summit', 'Tidal', 'Verdant'];
const COMPANY_B = ['Labs', 'Works', 'Partners', 'Collective', 'Studio', 'Health', 'Academy', 'Capital', 'Systems', 'Group'];

interface DomainText {
  roles: string[];
  topics: string[];
  hooks: string[];
  lines: string[];
  lessons: string[];
}

/** Phrases per domain, written for this corpus. `{n}` becomes a number, `{topic}` the post's main topic. */
const DOMAINS: Record<ViralDomain, DomainText> = {
  tech: {
    roles: ['Staff Engineer', 'CTO', 'Engineering Manager', 'Platform Lead', 'Founding Engineer'],
    topics: ['AI', 'Developer Experience', 'Cloud Costs', 'Open Source', 'System Design', 'Technical Debt', 'Code Review', 'Observability'],
    hooks: [
      'We deleted {n}% of our codebase last quarter. Nothing broke.',
      'The best engineer I ever hired failed the coding interview.',
      'Our cloud bill dropped by {n}% after one boring change.',
      'I reviewed {n} pull requests this month. Here is what the great ones had in common.',
      'Nobody tells junior developers this about {topic}.',
    ],
    lines: [
      'We stopped adding features for six weeks and only removed things.',
      'Every service had an owner, a dashboard and a runbook, or it was switched off.',
      'The slowest part of our pipeline was a test nobody remembered writing.',
      'We measured time to first commit for new hires: it was eleven days. Now it is one.',
      'Most outages we had were config changes, not code changes.',
      'The fix was not a new tool. It was a checklist and a calendar reminder.',
    ],
    lessons: ['Small pull requests get better reviews.', 'Write the runbook before the incident.', 'Delete code you are afraid to touch.', 'Measure before you migrate.', 'Boring technology compounds.'],
  },
  marketing: {
    roles: ['Head of Growth', 'Content Strategist', 'Brand Director', 'Demand Gen Lead', 'Fractional CMO'],
    topics: ['Content Strategy', 'Personal Branding', 'SEO', 'Brand Storytelling', 'Newsletter Growth', 'Community Building', 'Video Marketing', 'Positioning'],
    hooks: [
      'Our best-performing post took {n} minutes to write.',
      'We cut our ad budget to zero for a quarter. Pipeline went up.',
      'I studied {n} viral posts. The pattern is not what you think.',
      'Your audience does not want more content. They want this.',
      'The {topic} playbook everyone copies is already outdated.',
    ],
    lines: [
      'We interviewed twenty customers and wrote down their exact words.',
      'The headline that won had no clever wordplay at all.',
      'We published less often and every piece got a real owner.',
      'One customer story outperformed our entire blog archive.',
      'The comments section became our best research tool.',
      'We repurposed one webinar into thirty posts over two months.',
    ],
    lessons: ['Clarity beats cleverness.', 'Distribution is half the work.', 'Steal your customers\u2019 words.', 'Consistency is a strategy.', 'Say one thing per post.'],
  },
  design: {
    roles: ['Product Designer', 'Design Director', 'UX Researcher', 'Design Systems Lead', 'Brand Designer'],
    topics: ['Design Systems', 'UX Research', 'Accessibility', 'Product Design', 'Typography', 'Prototyping', 'Design Critique', 'Onboarding'],
    hooks: [
      'We removed one screen from onboarding. Activation rose {n}%.',
      'The most valuable design skill is not in any portfolio.',
      'I watched {n} users try our checkout. Three things surprised me.',
      'Good {topic} is invisible. Here is how to spot it.',
      'Stop asking users what they want. Do this instead.',
    ],
    lines: [
      'We ran five usability sessions before writing a single line of code.',
      'The button everyone loved in the review tested worst with users.',
      'Our design system started as a single page of spacing rules.',
      'Contrast fixes helped every user, not only those who needed them.',
      'We wrote the empty states first and the rest followed.',
      'A critique works when the designer asks for the feedback they need.',
    ],
    lessons: ['Test early, test ugly.', 'Accessibility is quality.', 'Name things consistently.', 'Design the edge cases first.', 'Show, then explain.'],
  },
  finance: {
    roles: ['CFO', 'FP&A Lead', 'Financial Advisor', 'Controller', 'Investor'],
    topics: ['Cash Flow', 'Fundraising', 'Unit Economics', 'Personal Finance', 'Budgeting', 'Pricing', 'Financial Planning', 'Investing'],
    hooks: [
      'The company was profitable and still almost ran out of cash.',
      'We raised our prices by {n}%. Churn went down.',
      'I have reviewed {n} startup financial models. Most make the same mistake.',
      'The spreadsheet that saved our runway had only {n} rows.',
      'What nobody explains about {topic} in your first finance role.',
    ],
    lines: [
      'We moved invoicing from monthly to upfront annual and offered a small discount.',
      'Every expense over a threshold needed a one-line reason, nothing more.',
      'The forecast was wrong every month, and that was the point of it.',
      'We tracked cash weekly instead of monthly and saw the problem in time.',
      'Pricing conversations got easier once we wrote down our value metric.',
      'The board cared less about the number than about how we got to it.',
    ],
    lessons: ['Cash is a fact, profit is an opinion.', 'Price on value, not cost.', 'Forecast to learn, not to be right.', 'Know your payback period.', 'Automate the boring reconciliations.'],
  },
  business: {
    roles: ['Founder', 'COO', 'Operator', 'Strategy Consultant', 'General Manager'],
    topics: ['Entrepreneurship', 'Startups', 'Operations', 'Strategy', 'Bootstrapping', 'Customer Success', 'Partnerships', 'Productivity'],
    hooks: [
      'Year one of my company: {n} customers, zero salary, no regrets.',
      'We said no to our biggest prospect. Best decision of the year.',
      'I have started {n} businesses. Only one idea really mattered.',
      'The meeting we cancelled saved us {n} hours a month.',
      'Everything I got wrong about {topic}, in one post.',
    ],
    lines: [
      'We wrote a one-page strategy and read it aloud every Monday.',
      'Our first ten customers came from conversations, not campaigns.',
      'We documented every process the second time we did it.',
      'The weekly review took thirty minutes and replaced four meetings.',
      'We priced the first version too low and learned to explain the value.',
      'Hiring slowly felt painful and was worth every week.',
    ],
    lessons: ['Focus is saying no.', 'Talk to customers every week.', 'Write it down.', 'Slow hiring, fast feedback.', 'Profit gives you options.'],
  },
  leadership: {
    roles: ['VP of People', 'Executive Coach', 'Chief of Staff', 'Director', 'Team Lead'],
    topics: ['Leadership', 'Remote Work', 'Feedback', 'Team Culture', 'Management', 'Decision Making', 'Mentorship', 'Burnout'],
    hooks: [
      'My worst quarter as a manager taught me more than my best {n} years.',
      'I asked my team one question every Friday. Retention went up {n}%.',
      'The best leaders I know do this before every hard conversation.',
      'Nobody trained me for the first time I had to let someone go.',
      'What {topic} looks like when it actually works.',
    ],
    lines: [
      'I stopped giving answers in one-on-ones and started asking better questions.',
      'We wrote down how decisions get made, and the arguments got shorter.',
      'Praise in public, feedback in private, and both within a week.',
      'The team trusted me more after I admitted a mistake in the all-hands.',
      'Clear priorities did more for morale than any offsite.',
      'Every manager on the team now blocks two hours a week for thinking.',
    ],
    lessons: ['Clarity is kindness.', 'Listen longer than feels comfortable.', 'Hire for curiosity.', 'Protect focus time.', 'Say thank you specifically.'],
  },
  sales: {
    roles: ['Account Executive', 'Head of Sales', 'Sales Trainer', 'Revenue Leader', 'SDR Manager'],
    topics: ['Cold Outreach', 'Social Selling', 'Negotiation', 'Sales Process', 'Discovery Calls', 'Pipeline', 'Customer Retention', 'Objection Handling'],
    hooks: [
      'I sent {n} cold emails. Only one template worked.',
      'The deal we lost taught me the most important sales question.',
      'Top performers on my team spend {n}% of calls listening.',
      'Stop pitching in the first meeting. Do this instead.',
      'Everything I wish I had known about {topic} in my first year.',
    ],
    lines: [
      'We started every call by asking what would make it a waste of time.',
      'The follow-up that closed the deal was a two-line summary of their words.',
      'We stopped discounting at quarter end and cycle times got shorter.',
      'Every lost deal got a fifteen-minute review, without blame.',
      'The best objection handling is discovery done properly.',
      'Referrals came once we asked at the moment of first value.',
    ],
    lessons: ['Listen more than you talk.', 'Qualify out early.', 'Follow up with value.', 'Write down their words.', 'Ask for the referral.'],
  },
  hr: {
    roles: ['Talent Partner', 'HR Director', 'Recruiter', 'People Ops Lead', 'Learning & Development Lead'],
    topics: ['Hiring', 'Employee Experience', 'Career Growth', 'Onboarding', 'Interviewing', 'Diversity & Inclusion', 'Compensation', 'Workplace Wellbeing'],
    hooks: [
      'We removed cover letters from our hiring process. Applications rose {n}%.',
      'The interview question that predicts success better than any other.',
      'I have read {n} resumes this year. Here is what stood out.',
      'Your onboarding is losing people in week one.',
      'The honest truth about {topic} from the other side of the table.',
    ],
    lines: [
      'Every candidate now gets feedback within five working days.',
      'We published salary ranges and the quality of applicants went up.',
      'New hires get a buddy, a first-week plan and one small win by Friday.',
      'Exit interviews told us what engagement surveys never did.',
      'We replaced the brain-teaser round with a real piece of work, paid.',
      'Managers got a one-page guide to the first ninety days.',
    ],
    lessons: ['Respect candidates\u2019 time.', 'Publish the salary range.', 'Onboarding is retention.', 'Structure beats gut feeling.', 'Ask leavers why.'],
  },
  healthcare: {
    roles: ['Nurse Practitioner', 'Health Tech Founder', 'Clinical Lead', 'Public Health Researcher', 'Physician'],
    topics: ['Digital Health', 'Patient Experience', 'Clinician Burnout', 'Preventive Care', 'Health Equity', 'Telemedicine', 'Mental Health', 'Medical Innovation'],
    hooks: [
      'A patient taught me more in {n} minutes than a year of training.',
      'We cut clinic waiting times by {n}% without hiring anyone.',
      'The hardest part of {topic} is not the technology.',
      'After {n} night shifts, this is what I know about burnout.',
      'Healthcare does not need more apps. It needs this.',
    ],
    lines: [
      'We called every patient the day after discharge, and readmissions fell.',
      'The new system worked because nurses helped design it.',
      'Plain-language letters reduced missed appointments noticeably.',
      'Fifteen quiet minutes at the start of a shift changed the whole ward.',
      'We asked patients what confused them and rewrote every leaflet.',
      'Data helped, but trust made people come back.',
    ],
    lessons: ['Listen to the patient.', 'Design with clinicians.', 'Prevention scales.', 'Rest is part of care.', 'Say it plainly.'],
  },
  education: {
    roles: ['Teacher', 'Instructional Designer', 'Dean', 'EdTech Founder', 'Learning Scientist'],
    topics: ['Online Learning', 'Teaching', 'Lifelong Learning', 'EdTech', 'Student Engagement', 'Curriculum Design', 'Upskilling', 'Assessment'],
    hooks: [
      'My students taught me the best lesson of my {n}-year career.',
      'We replaced lectures with {n}-minute challenges. Attendance doubled.',
      'The most underrated skill in {topic}? Asking better questions.',
      'I redesigned my course around one idea. Completion rose {n}%.',
      'Everyone is learning online now. Few are learning well.',
    ],
    lines: [
      'Every lesson now starts with a question students answer before the content.',
      'We cut the syllabus in half and students learned more.',
      'Feedback within a day mattered more than detailed feedback within a week.',
      'Peer teaching sessions became the most popular hour of the week.',
      'We asked learners to explain the idea to a friend, in writing.',
      'Short weekly quizzes replaced the single high-stakes exam.',
    ],
    lessons: ['Curiosity before content.', 'Less, but deeper.', 'Fast feedback wins.', 'Teach to learn.', 'Practice beats re-reading.'],
  },
};

const SHARED_TOPICS = ['AI', 'Career Growth', 'Productivity', 'Personal Branding', 'Remote Work', 'Leadership'];
const CLOSERS = [
  'What would you add?',
  'Agree or disagree?',
  'Have you seen the same?',
  'What is the one lesson you would share with your younger self?',
  'Curious how others handle this.',
  'Repost if this helped someone on your team.',
];
const MEDIA_KINDS = [
  { kind: 'chart', alt: 'A bar chart of the results described in the post' },
  { kind: 'photo', alt: 'A photo of the team at work' },
  { kind: 'slide', alt: 'A slide summarising the key lessons' },
  { kind: 'quote', alt: 'A quote card with the main takeaway' },
];
/** Invented words, rare in the corpus (a few posts each): what a "rare word" search finds. */
const RARE_A = ['zor', 'quil', 'bram', 'vex', 'tulm', 'kesh', 'plon', 'grav', 'mirt', 'dusk'];
const RARE_B = ['ania', 'ento', 'ivex', 'olda', 'umbr', 'ethic', 'arin', 'ovia', 'elix', 'onda'];

export interface SampleAuthor {
  handle: string;
  name: string;
  bio: string;
  followers: number;
  domain: ViralDomain;
  is_verified: boolean;
  growth_pct: number;
  /** The author's typical engagement per follower (lognormal). */
  baseRate: number;
  activity: number;
}

export interface SampleOptions {
  posts?: number;
  seed?: number;
  /** Epoch ms the corpus ends at (default: now, rounded down to the hour). */
  now?: number;
  /** Authors per domain (default: max(24, posts / 400)). */
  authorsPerDomain?: number;
}

export function sampleAuthors({ seed = SAMPLE_SEED, perDomain = 24 }: { seed?: number; perDomain?: number }): SampleAuthor[] {
  const r = mulberry32(seed ^ 0x5eed);
  const authors: SampleAuthor[] = [];
  const used = new Set<string>();
  for (const domain of VIRAL_DOMAINS) {
    const text = DOMAINS[domain];
    for (let i = 0; i < perDomain; i++) {
      const first = pick(r, FIRST);
      const last = pick(r, SYL_A) + pick(r, SYL_B);
      let handle = `${first}${last}`.toLowerCase();
      for (let n = 2; used.has(handle); n++) handle = `${first}${last}${n}`.toLowerCase();
      used.add(handle);
      const followers = Math.round(Math.min(900_000, Math.max(300, Math.exp(Math.log(9_000) + 1.4 * normal(r)))));
      const growth = Math.max(0, Math.round(Math.exp(Math.log(6) + 0.9 * normal(r)) * 10) / 10);
      const role = pick(r, text.roles);
      const company = `${pick(r, COMPANY_A)} ${pick(r, COMPANY_B)}`;
      const focus = pick(r, text.topics);
      authors.push({
        handle,
        name: `${first} ${last}`,
        bio: `${role} at ${company} · Writing about ${focus.toLowerCase()} and what I learn along the way`,
        followers,
        domain,
        is_verified: followers > 60_000 || r() < 0.15,
        growth_pct: growth,
        baseRate: Math.exp(Math.log(0.012) + 0.7 * normal(r)),
        activity: Math.exp(0.8 * normal(r)),
      });
    }
  }
  return authors;
}

/** Streams the sample (or synthetic) corpus: authors first chosen, then `posts` records. */
export function* sampleCorpus(options: SampleOptions = {}): Generator<ViralRecord> {
  const total = options.posts ?? SAMPLE_POSTS;
  const seed = options.seed ?? SAMPLE_SEED;
  const now = options.now ?? Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const perDomain = options.authorsPerDomain ?? Math.max(24, Math.ceil(total / 400));
  const authors = sampleAuthors({ seed, perDomain });
  // Cumulative activity weights: some authors post far more than others.
  const cumulative: number[] = [];
  let sum = 0;
  for (const a of authors) cumulative.push((sum += a.activity));
  const r = mulberry32(seed);
  // A few topics burst in the last week (what "trending" finds).
  const bursting = new Set(VIRAL_DOMAINS.filter((_, i) => i % 3 === seed % 3).map((d) => DOMAINS[d].topics[Math.floor(r() * 4)]!));

  for (let i = 0; i < total; i++) {
    const target = r() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    // Every author has at least one post, the rest follow their activity.
    const author = i < authors.length ? authors[i]! : authors[lo]!;
    const text = DOMAINS[author.domain];
    let topic = pick(r, text.topics);
    let ageMs = r() * SPAN_DAYS * DAY;
    if (bursting.has(topic) && r() < 0.55) ageMs = r() * 7 * DAY;
    else if (r() < 0.04) {
      topic = pick(r, [...bursting]);
      ageMs = r() * 7 * DAY;
    }
    const topics = [topic];
    if (r() < 0.6) topics.push(pick(r, text.topics));
    if (r() < 0.35) topics.push(pick(r, SHARED_TOPICS));
    const uniqueTopics = [...new Set(topics)];

    const n = 2 + Math.floor(r() * 9) * 5;
    const fill = (s: string) => s.replace(/\{n\}/g, String(n)).replace(/\{topic\}/g, topic);
    const lines = [...text.lines].sort(() => r() - 0.5).slice(0, 2 + Math.floor(r() * 3));
    const lessons = [...text.lessons].sort(() => r() - 0.5).slice(0, 3);
    const parts = [fill(pick(r, text.hooks)), '', ...lines, '', 'What I took from it:', ...lessons.map((l, k) => `${k + 1}. ${l}`)];
    if (r() < 0.15) parts.push('', `(Internally we called it project ${pick(r, RARE_A)}${pick(r, RARE_B)}${Math.floor(r() * 50)}.)`);
    parts.push('', pick(r, CLOSERS), '', uniqueTopics.map((t) => `#${t.replace(/[^A-Za-z0-9]/g, '')}`).join(' '));
    const content = parts.join('\n');

    const postedAt = now - ageMs;
    const ageHours = Math.max(1, ageMs / 3_600_000);
    const luck = Math.min(12, Math.pow(1 - r(), -1 / 1.6)); // Pareto, α = 1.6, capped at 12: most posts ordinary, a few take off, no author's mean above ~20 %
    const reached = 1 - Math.exp(-ageHours / 24);
    const likes = Math.round(author.followers * author.baseRate * luck * reached * (0.6 + 0.8 * r()));
    const comments = Math.round(likes * (0.03 + 0.12 * r()));
    const shares = Math.round(likes * (0.01 + 0.05 * r()));

    const mediaRoll = r();
    const mediaCount = mediaRoll < 0.55 ? 0 : mediaRoll < 0.8 ? 1 : mediaRoll < 0.9 ? 2 + Math.floor(r() * 2) : 4 + Math.floor(r() * 4);
    const media = Array.from({ length: mediaCount }, () => {
      const m = pick(r, MEDIA_KINDS);
      return { kind: m.kind, source_url: null, alt: m.alt };
    });

    yield {
      platform: SAMPLE_PLATFORM,
      external_id: `sample-${seed}-${i}`,
      author: {
        handle: author.handle,
        name: author.name,
        bio: author.bio,
        followers: author.followers,
        profile_image_url: null,
        domain: author.domain,
        is_verified: author.is_verified,
        growth_pct: author.growth_pct,
      },
      content,
      likes,
      comments,
      shares,
      media,
      topics: uniqueTopics,
      post_url: null,
      posted_at: new Date(postedAt).toISOString(),
      scraped_at: new Date(now).toISOString(),
    };
  }
}
