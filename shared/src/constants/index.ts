import { formatOffset, zoneOffsetMinutes } from './zone-time';

/**
 * One source of product constants for every screen and for the server (SPEC.md §9, DECISIONS.md).
 * Plain data only: importing this module costs a few hundred bytes and no dependencies.
 */

import AREA_LIST from '../../areas.json';

export const PRODUCT_NAME = 'PostPilot';

/** Subscription tiers in upgrade order. */
export const TIERS = ['free', 'comet', 'star', 'nova'] as const;
export type Tier = (typeof TIERS)[number];
/** The tiers a member pays for (each has a Stripe price, STRIPE_PRICE_<TIER>). */
export const PAID_TIERS = ['comet', 'star', 'nova'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** Display names of the tiers (SPEC.md §4). */
export const TIER_NAMES: Record<Tier, string> = {
  free: 'Super Free',
  comet: 'Super Comet',
  star: 'Super Star',
  nova: 'Super Nova',
};

/** Aliases used by the pricing page; they map onto the four stored tiers. */
export const TIER_ALIASES: Record<string, Tier> = { creator: 'comet', professional: 'star', agency: 'nova' };

export interface PlanLimits {
  /** AI credits per calendar month (UTC); -1 means unlimited. */
  ai_credits: number;
  /** -1 means unlimited. */
  viral_searches: number;
  templates: number;
  /**
   * Posts a member may have waiting at once (scheduled, publishing or failed; published ones do not count). The
   * server refuses one more (409) and so bounds the Scheduler's list; every plan can schedule.
   */
  scheduled_posts: number;
}

export interface Plan {
  tier: Tier;
  name: string;
  /** Monthly price in whole US dollars. */
  price: number;
  popular: boolean;
  description: string;
  features: string[];
  limits: PlanLimits;
  /** Stripe lookup key of the monthly price; the server maps it to a price id from its configuration. */
  price_lookup_key: string | null;
}

/**
 * How many templates the server's catalogue holds (server/src/areas/discovery/templates/catalogue/): `free` are open on
 * the free plan, `all` on every paid plan (DECISIONS.md). Kept here so the plans, the landing page and every upsell
 * state the real numbers without loading the catalogue; the catalogue's unit test fails the moment they differ.
 */
export const TEMPLATE_COUNTS = { free: 30, all: 50 } as const;

/**
 * The words every premium-template refusal (403) carries: the chat tells it from 'Monthly limit exceeded' by them
 * and shows the refusal instead of the credits modal.
 */
export const PREMIUM_TEMPLATE_MARK = 'is a premium template';

/** Posts waiting at once per plan (PlanLimits.scheduled_posts), named once for the limit and its line. */
const WAITING_POSTS = { free: 25, comet: 100, star: 250, nova: 500 } as const;

/** The catalogue's scheduling line for a plan's `scheduled_posts` (every plan, the free one included, can schedule). */
export function schedulingFeature(scheduledPosts: number): string {
  return `Scheduling: up to ${scheduledPosts.toLocaleString('en-US')} posts waiting at a time`;
}

/** The one plan catalogue (DECISIONS.md: the pricing screen's set). */
export const PLANS: readonly Plan[] = [
  {
    tier: 'free',
    name: 'Free',
    price: 0,
    popular: false,
    description: 'Try the generator and the viral library.',
    features: ['3 AI credits per month', `${TEMPLATE_COUNTS.free} viral templates`, 'Search up to 20 viral posts', 'Basic generation', schedulingFeature(WAITING_POSTS.free)],
    limits: { ai_credits: 3, viral_searches: 20, templates: TEMPLATE_COUNTS.free, scheduled_posts: WAITING_POSTS.free },
    price_lookup_key: null,
  },
  {
    tier: 'comet',
    name: 'Creator',
    price: 19,
    popular: false,
    description: 'For professionals posting every week.',
    features: ['100 AI credits per month', `All ${TEMPLATE_COUNTS.all} viral templates, premium included`, 'Unlimited viral searches', 'Viral library', 'Basic analytics', schedulingFeature(WAITING_POSTS.comet)],
    limits: { ai_credits: 100, viral_searches: -1, templates: TEMPLATE_COUNTS.all, scheduled_posts: WAITING_POSTS.comet },
    price_lookup_key: 'creator_monthly',
  },
  {
    tier: 'star',
    name: 'Professional',
    price: 39,
    popular: true,
    description: 'For creators who post daily and grow fast.',
    features: [
      '400 AI credits per month', `All ${TEMPLATE_COUNTS.all} viral templates, premium included`, 'Unlimited viral searches', 'Everything in Creator',
      'Advanced insights', 'Custom templates', 'Advanced analytics', 'Priority support', 'Team collaboration', schedulingFeature(WAITING_POSTS.star),
    ],
    limits: { ai_credits: 400, viral_searches: -1, templates: TEMPLATE_COUNTS.all, scheduled_posts: WAITING_POSTS.star },
    price_lookup_key: 'professional_monthly',
  },
  {
    tier: 'nova',
    name: 'Agency',
    price: 59,
    popular: false,
    description: 'For agencies running many voices.',
    features: [
      '1,000 AI credits per month', `All ${TEMPLATE_COUNTS.all} viral templates, premium included`, 'Unlimited viral searches', 'Everything in Professional',
      'White-label options', 'API access', 'Custom integrations', 'Dedicated account manager', 'Advanced team features', schedulingFeature(WAITING_POSTS.nova),
    ],
    limits: { ai_credits: 1000, viral_searches: -1, templates: TEMPLATE_COUNTS.all, scheduled_posts: WAITING_POSTS.nova },
    price_lookup_key: 'agency_monthly',
  },
];

/** The plan of a tier (unknown tiers fall back to free). */
export function planFor(tier: string | null | undefined): Plan {
  const t = (tier && (TIER_ALIASES[tier] ?? tier)) as Tier;
  return PLANS.find((p) => p.tier === t) ?? PLANS[0];
}

/** The next plan up from a tier, or null at the top. */
export function nextPlan(tier: string | null | undefined): Plan | null {
  const i = PLANS.indexOf(planFor(tier));
  return PLANS[i + 1] ?? null;
}

/** Monthly AI credit allowance per tier. */
export const CREDIT_LIMITS: Record<Tier, number> = Object.fromEntries(
  PLANS.map((p) => [p.tier, p.limits.ai_credits]),
) as Record<Tier, number>;

/** Free-tier credit limit used by fallbacks (SPEC.md §9). */
export const FREE_CREDIT_LIMIT = 3;
export const TRIAL_DAYS = 7;
/** The plan 'Start Free Trial' gives for TRIAL_DAYS, once per member, without a card (DECISIONS.md). */
export const TRIAL_TIER: PaidTier = 'comet';
/** What starting a checkout says when it cannot (SPEC.md §8); `demoMode` is also the server's demo_mode error. */
export const BILLING_MESSAGES = {
  demoMode: 'Payment processing is temporarily unavailable. Please contact support.',
  checkoutFailed: 'Failed to start subscription process',
  network: 'Failed to connect to payment system. Please try again.',
} as const;
/** One refund policy everywhere (DECISIONS.md). */
export const REFUND_DAYS = 30;

export const LIMITS = {
  postMaxChars: 3000,
  previewChars: 200,
  actionButtonsMinChars: 200,
  templateVsViralSplit: 200,
  chatInputMaxHeightPx: 120,
  apiTimeoutMs: 30_000,
  passwordMinLength: 8,
  emailLocalMinLength: 2,
  fullNameMinLength: 2,
  personaDescriptionMinLength: 11,
  personaSteps: 5,
  viralPageSize: 30,
  viralDefaultMinQuality: 0,
  viralDefaultMaxFollowers: 50_000,
  trendingTopicsShown: 10,
  viralMediaShown: 4,
  viralTagsShown: 4,
  creatorsLimit: 20,
  creatorSearchDebounceMs: 500,
  historyPageSize: 20,
  verificationRedirectMs: 2000,
  duplicateCallbackWaitMs: 2000,
  duplicateCallbackExtraWaitMs: 1000,
  /** Length limits the server enforces on free text. */
  maxNameLength: 120,
  maxEmailLength: 254,
  maxPasswordLength: 256,
  maxPersonaFieldLength: 200,
  maxPersonaDescriptionLength: 1000,
  maxChatInputLength: 8000,
} as const;

/** E-mail rule of SPEC.md §5: 2+ characters before the @, a domain, a TLD of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]{2,}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const EMAIL_MESSAGE = 'Please enter a valid email address with at least 2 characters before the @ symbol';
export const PASSWORD_MESSAGE = `Password must be at least ${LIMITS.passwordMinLength} characters long`;
export const FULL_NAME_MESSAGE = 'Please enter your full name';
/**
 * A new password made only of spaces (or characters that show nothing) is refused with this. SPEC.md §5 counts the
 * length as typed and says nothing of trimming, so spaces inside and around a password are kept as typed.
 */
export const PASSWORD_BLANK_MESSAGE = 'Password cannot be only spaces';
/** Whitespace and the characters that show nothing (format characters, blank letters). */
const BLANK_CHARS = /^[\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]*$/u;
/**
 * The first rule a new password breaks (sign-up, reset, change), or null: SPEC.md §5's minimum (8, DECISIONS.md)
 * counted as typed, then not only spaces. The server's contract (`NewPassword`) checks the same, in this order.
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length < LIMITS.passwordMinLength) return PASSWORD_MESSAGE;
  if (BLANK_CHARS.test(password)) return PASSWORD_BLANK_MESSAGE;
  return null;
}
/** Resend confirmation and forgot password without an address (SPEC.md §5). */
export const EMPTY_EMAIL_MESSAGE = 'Please enter your email address';
/** Scheduling without content or without a time (SPEC.md §5). */
export const FILL_ALL_FIELDS_MESSAGE = 'Please fill in all fields';
/**
 * The validation texts SPEC.md §5 names. Each is a whole sentence a member reads as it is, so the API answers it as
 * the `detail` without the field's name in front (other validation messages are prefixed with the field).
 */
export const SPEC_VALIDATION_MESSAGES: readonly string[] = [EMAIL_MESSAGE, PASSWORD_MESSAGE, FULL_NAME_MESSAGE, EMPTY_EMAIL_MESSAGE, FILL_ALL_FIELDS_MESSAGE];

/** Toast durations in ms (SPEC.md §9); 0 means the toast stays until dismissed. */
export const TOAST_DURATIONS = { default: 4000, error: 4000, success: 2000, info: 4000, warning: 4000, loading: 0 } as const;
export const TOAST_MAX = 20;

/** Word count as the product counts it (whitespace-separated tokens): the server's metadata and the UI agree. */
export function countWords(text: string): number {
  const t = text.trim();
  return t ? t.split(/\s+/).length : 0;
}

/** Usage-bar colour thresholds (SPEC.md §4). */
export const USAGE_THRESHOLDS = { yellow: 0.7, red: 0.9 } as const;

/** Usage-bar colour for a used/limit pair: green under 70 %, yellow from 70 %, red from 90 %; unlimited (-1) is green. */
export function usageColor(used: number, limit: number): 'green' | 'yellow' | 'red' {
  if (limit < 0) return 'green';
  if (limit === 0) return 'red';
  const r = used / limit;
  if (r >= USAGE_THRESHOLDS.red) return 'red';
  if (r >= USAGE_THRESHOLDS.yellow) return 'yellow';
  return 'green';
}

/** Timezone presets: IANA zones shown with today's offset (DECISIONS.md). */
export const TIMEZONE_PRESETS = [
  { zone: 'America/New_York', label: 'Eastern' },
  { zone: 'America/Chicago', label: 'Central' },
  { zone: 'America/Denver', label: 'Mountain' },
  { zone: 'America/Los_Angeles', label: 'Pacific' },
  { zone: 'UTC', label: 'UTC' },
] as const;

/** 'UTC−05:00' for the zone's offset at `at` (daylight saving included). */
export function offsetLabel(zone: string, at: number = Date.now()): string {
  return `UTC${formatOffset(zoneOffsetMinutes(zone, at)).replace('-', '−')}`;
}

/** The five presets first, then every zone the browser knows (the chosen one always included). */
export function zoneOptions(current: string): { presets: { zone: string; label: string }[]; others: string[] } {
  const presetZones = new Set<string>(TIMEZONE_PRESETS.map((p) => p.zone));
  let all: string[] = [];
  try {
    all = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    all = [];
  }
  const others = all.filter((z) => !presetZones.has(z));
  if (!presetZones.has(current) && !others.includes(current)) others.unshift(current);
  return { presets: TIMEZONE_PRESETS.map((p) => ({ zone: p.zone, label: p.label })), others };
}

export const PLATFORMS = [
  { id: 'linkedin', label: 'LinkedIn', available: true },
  { id: 'twitter', label: 'Twitter', available: false },
  { id: 'facebook', label: 'Facebook', available: false },
] as const;

/** Writing-style presets of the profile-setup modal; anything else is stored as 'Custom: ...'. */
export const TONE_PRESETS = [
  'Professional and authoritative',
  'Friendly and conversational',
  'Inspirational and motivating',
  'Witty and humorous',
  'Analytical and data-driven',
  'Storytelling and personal',
] as const;
export const CUSTOM_TONE_PREFIX = 'Custom: ';

export const TEMPLATE_CATEGORIES = [
  { id: 'all', label: 'All', premium: false },
  { id: 'funny', label: 'Funny', premium: false },
  { id: 'announcement', label: 'Announcement Stories', premium: false },
  { id: 'struggle', label: 'Struggle stories', premium: false },
  { id: 'motivational', label: 'Motivational Stories', premium: false },
  { id: 'confessions', label: 'Honest Confessions', premium: false },
  { id: 'misconceptions', label: 'Misconceptions', premium: true },
  { id: 'controversial', label: 'Controversial', premium: true },
  { id: 'appreciation', label: 'Appreciating Others', premium: true },
  { id: 'advice', label: 'Advice', premium: true },
] as const;
/** A category a template belongs to ('all' is the sidebar's view of every category, not a category). */
export type TemplateCategoryId = Exclude<(typeof TEMPLATE_CATEGORIES)[number]['id'], 'all'>;

/** Framework name → category (SPEC.md §9). */
export const TEMPLATE_CATEGORY_MAP: Record<string, string> = {
  'Personal Journey': 'Motivational Stories',
  'Mentor Story': 'Motivational Stories',
  'Overcoming Obstacles': 'Motivational Stories',
  'Failure to Success': 'Struggle stories',
  'Client Success Story': 'Announcement Stories',
  'Behind-the-Scenes': 'Honest Confessions',
  'Hot Take': 'Controversial',
  'Controversial Question': 'Controversial',
  'Industry Prediction': 'Advice',
  'Top Mistakes': 'Advice',
  'Myth Busting': 'Misconceptions',
  'Question Post': 'Funny',
  'Poll Creation': 'Funny',
};
export const PREMIUM_TEMPLATES = ['Hot Take', 'Controversial Question', 'Myth Busting', 'Industry Prediction'] as const;

/** The most words one viral-library or creators search takes: more are refused (400), never cut. */
export const SEARCH_MAX_WORDS = 8;

export const CREATOR_DOMAINS = [
  'all', 'tech', 'marketing', 'design', 'finance', 'business', 'leadership', 'sales', 'hr', 'healthcare', 'education',
] as const;

/**
 * The product areas, each a remote (`mfe-<area>/`) and a server folder (`server/src/areas/<area>/`). Written once,
 * in `shared/areas.json`, because the build, dev, test and bench scripts (plain .mjs) read the same list.
 */
export const AREAS: readonly Area[] = AREA_LIST;
/** An area name from `shared/areas.json` (a JSON list cannot give TypeScript literal types; tests check names). */
export type Area = string;
export * from './zone-time';
