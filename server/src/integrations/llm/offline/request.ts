/**
 * What a member typed, split into the subject of the post and the instructions around it ("write a short post
 * about …", "topic: …", "… keep it under 100 words", "end with a question for CTOs"). The subject goes into
 * the post; the instructions shape it and never appear in it.
 */
import { pointsOf } from './points';
import { lowerFirst, upperFirst } from './text';
import { runOnSentences, tidyRequest } from './tidy';

export type ToneKey = 'authoritative' | 'friendly' | 'inspiring' | 'witty' | 'analytical' | 'story';

export interface Instructions {
  length?: 'shorter' | 'longer';
  /** "cut it in half", "tl;dr": shorter by half rather than by a quarter. */
  half?: boolean;
  /** "keep it under 100 words": the most words the post may have. */
  maxWords?: number;
  /** Hashtags the member named ("add #ProductManagement"), kept as written. */
  tags?: string[];
  tone?: ToneKey;
  emoji?: boolean;
  hashtags?: boolean;
  /** true: end with a question; false: no question. */
  question?: boolean;
  /** Who the closing question (or the post) speaks to: "engineering managers". */
  audience?: string;
  shape?: 'story' | 'list';
  /** "a contrarian take", "hot take", "unpopular opinion". */
  contrarian?: boolean;
  /** "start with the 3am page": what the hook should open with. */
  openWith?: string;
  /** "end with …" other than a question: what the close should say. */
  endWith?: string;
  /** What kind of post the request asks for, when it says ("my thoughts on …" an opinion, "5 tips for …" advice). */
  intent?: 'opinion' | 'tips';
  /** "in French", "translate it to Spanish": a language the built-in writer does not write (it writes English only). */
  language?: string;
  /** A new hook or a new ending without saying what it is. */
  newHook?: boolean;
  newEnding?: boolean;
  /** "make it more personal", "add a personal story", "make it about me": the member's own angle, in the first person. */
  personal?: boolean;
  /** "simplify it", "make it simpler", "less jargon": shorter sentences, plainer words. */
  simpler?: boolean;
  /** "add data", "add some numbers", "add a statistic": figures the built-in writer will not invent. */
  data?: boolean;
  /** "tag my cofounder", "tag @Sarah": people are tagged on LinkedIn itself, not in the draft's text. */
  tagPeople?: boolean;
  /** "add that we cut ramp time from 6 weeks to 3": a point of the member's own to put in the draft, as they said it. */
  mention?: string;
  /** "make it more humble", "less shouty": a change of style the built-in writer has no edit for (said so, draft kept). */
  style?: string;
  /** "turn it into a carousel", "make a video script": a format other than a text post (said so, draft kept). */
  format?: string;
  /** "add advice for people still applying": something to add that the member did not give (said so, draft kept). */
  addition?: string;
  /** The member's points, when the request is a list of them ("- reduced scrap rate 22%\n- …"): the post lists them. */
  points?: string[];
  /** What the member wrote before a list after a colon ("3 clauses every founder should check in a term sheet"). */
  pointsLead?: string;
}

export interface ParsedRequest {
  /** The subject of the post, instruction text removed ('' when the request carries none). */
  subject: string;
  /**
   * What a subject too long to open a post said after the cut (`clauseCut`), as sentences of its own ("…, which let us
   * cut payout times from 3 days to 4 hours" → "That let us cut payout times from 3 days to 4 hours."): the post tells
   * them in its body, so no fact the member gave is lost.
   */
  more?: string[];
  instructions: Instructions;
}

const LANGUAGES = 'french|spanish|german|italian|portuguese|dutch|polish|swedish|danish|norwegian|finnish|turkish|arabic|hebrew|hindi|japanese|chinese|mandarin|korean|russian|ukrainian|greek|romanian|czech|indonesian|vietnamese';
const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|fifty|hundred';
/** How a member says what is wrong with a draft's style ("too long", "less salesy", "more engaging"). */
const STYLE_WORDS = 'long|short|wordy|engaging|casual|formal|professional|salesy|stiff|corporate|robotic|human|natural|friendly|punchy|concise|detailed|serious|conversational|inspiring|boring|generic';

/** Sentences (or comma-separated parts) that only instruct, never carry the subject. */
const INSTRUCTION_PART = new RegExp(
  [
    String.raw`^(please\s+)?(make|keep)\s+(it|this|the post)\b`,
    String.raw`^(please\s+)?(write|read)\s+for\s+(a|one|\d+)\s+(minute|min|second)`,
    String.raw`^(please\s+)?(use|add|include|with|without|no|drop|remove|lose|cut)\s+(some\s+|a\s+few\s+|the\s+|any\s+)?(emoji|emojis|hashtags?|question|bullet|bullets|jargon|buzzwords)\b`,
    String.raw`^(please\s+)?(end|finish|close|wrap( it)? up)\s+(it\s+)?(with|on|by)\b`,
    String.raw`^(please\s+)?(start|open|begin|lead)\s+(it\s+)?(with|by)\b`,
    String.raw`^(please\s+)?(under|less than|fewer than|at most|max(imum)?|no more than|around|about)\s+(\d+|${NUMBER_WORDS})\s+(words|characters|chars|lines|sentences)`,
    String.raw`^(in|with)\s+(a|an)\s+[\w -]{2,30}\s+(tone|voice|style)$`,
    String.raw`^(tone|style|voice|format|length)\s*:`,
    String.raw`^(short|shorter|long|longer|brief|concise|punchy|casual|formal|funny|friendly|professional)(\s+(please|pls|and\s+\w+))?$`,
    String.raw`^(way\s+|much\s+|a bit\s+|a little\s+)?(too|less|more)\s+(${STYLE_WORDS})(\s+(please|pls))?$`,
    String.raw`^(tl;?\s?dr|tldr)(\s+(version|please))?$|^(cut|trim)\s+(it|this)\s+(in half|down)$|^half\s+(the|as)\s+(length|long)$`,
    String.raw`^(make it|as|in)\s+(a\s+)?(story|list|thread)$`,
    String.raw`^(for|aimed at|targeting|to)\s+(an?\s+)?(audience\s+of\s+)?[\w -]{3,40}$`,
    // "thanks to my mentor who taught me to code" credits someone: a thank-you post ("thanks to you!" thanks the writer).
    String.raw`^(thanks|thank you|cheers|ty)\b(?!\s+to\s+(?!(?:you|u|ya)\b)\S)`,
    String.raw`^(please\s+)?(write|draft|make|create|turn (it|this) into)\s+(me\s+)?(a|an|one)\s+(short\s+|quick\s+)?(linkedin\s+)?post(\s+(about|on|from)\s+(it|this|that))?$`,
    String.raw`^(please\s+)?(translate|(write|put|do)\s+(it|this)\s+in|in|into)\b.*\b(${LANGUAGES}|translation)$|^(please\s+)?translate\s+(it|this|the post)$`,
    // "Want to share what I learned", "I'd like to share the lessons": why the member writes, not what about.
    String.raw`^(i\s+|i'?d\s+)?(want|wanna|would like|like|need|hope|hoping|planning)\s+to\s+(share|write|post|talk|reflect)(\s+(about|on))?\s+(what\s+(i|we)\s+(learned|learnt|took away|realised|realized)(\s+from\s+(it|this|that))?|(my|the|some|a few|our)\s+(lessons?|learnings|takeaways|thoughts|reflections|story)(\s+(i|we)\s+(learned|learnt))?|it|this|that)$`,
    String.raw`^(share|tell|write( about)?|post about)\s+(what\s+(i|we)\s+(learned|learnt|took away)|(my|the|some|a few)\s+(lessons?|learnings|takeaways))$`,
    // "I got rejected from 40 internships. Here is what I learned": the promise of the post, not its subject.
    String.raw`^(here'?s|here is|this is|and)\s+what\s+(i|we)\s+(learned|learnt|took away|found|realised|realized)(\s+from\s+(it|this|that))?$`,
  ].join('|'),
  'i',
);

/** Words of style a member asks for ("short, practical", "humble", "warm and upbeat"): never the subject's. */
const STYLE_ADJECTIVES =
  'short|shorter|long|longer|brief|concise|punchy|punchier|casual|formal|funny|friendly|professional|practical|actionable|humble|warm|warmer|inspiring|inspirational|upbeat|positive|honest|witty|engaging|crisp|clear|simple|light|lighthearted|light-hearted|fun|relatable|authentic|bold|confident|thoughtful|heartfelt|grateful|thankful|personal|genuine|sincere|medium|motivating|motivational|serious|direct|snappy|catchy|human|natural|conversational|optimistic|empathetic|vulnerable|balanced|informative|educational|insightful|emotional|uplifting|respectful|modest|proud|excited|celebratory|playful|salesy|cringe|cringey|corporate|preachy|bitter|negative|boring|generic|long-winded|wordy|braggy|boastful|humblebraggy|polished|raw|real|simple|short and sweet|sweet|to the point|straightforward|calm|kind|encouraging|supportive|reflective|storytelling|data-driven|analytical|technical|nerdy|scannable|skimmable|readable';
const ADJ = `(?:${STYLE_ADJECTIVES})`;
const COUNT = String.raw`(?:\d+|one|two|three|four|five|a few|a couple of|some)`;

/**
 * Sentences (or comma-separated parts) after the subject that only tell the writer how to write: "Write something
 * humble.", "Use a warm tone and keep it under 150 words.", "Don't mention the amount.", "audience: first-time
 * founders", "3 hashtags max", "Be honest but not bitter." Read only once a subject has been given, where they cannot
 * be it ("Be kind to interns" alone is a subject; after one it is an instruction only when it is about the writing).
 */
const TRAILING_DIRECTIVE = new RegExp(
  String.raw`^(?:(?:please|also|and|just|oh and|ps:?|p\.s\.?)\s+)*(?:` +
    [
      String.raw`(?:write|make|keep|do|tell)\s+(?:it|this|the post|the whole thing|sure)\b`,
      String.raw`(?:write|make|do|give me)\s+(?:something|one)\s+(?!about\b|on\b|regarding\b|around\b|for\b)(?:(?:very|really|a bit|more|less|not too|but not too|but|and|,)\s*)*${ADJ}\b(?:(?:\s*,\s*|\s+and\s+|\s+but\s+|\s+yet\s+)(?:not\s+)?(?:too\s+|overly\s+)?${ADJ})*$`,
      String.raw`(?:make sure|ensure|remember to|don'?t forget to)\b`,
      // "… thank our regulars", "shout out to the team": a line of thanks asked for (readInstructions: mention), typed
      // after the subject; never the post's words ("My bakery just turned 5 years old. Thank our regulars.").
      String.raw`(?:thank|(?:add|give|include)\s+(?:a\s+)?(?:thank[- ]you|thanks|shout[- ]?out)\s+(?:to|for))\s+(?:my|our|the|all|everyone|every)\b.{2,160}$`,
      String.raw`(?:use|adopt|take|go with|go for|strike|aim for|keep|with|in|try)\s+(?:a|an|the|my|our)\s+[\w ,'-]{0,40}?\b(?:tone|voice|style|angle|approach|register|vibe|perspective)\b`,
      String.raw`(?:don'?t|do not|never|avoid|no need to|skip|nothing)\b`,
      String.raw`(?:be|sound|stay|feel|remain|seem)\s+(?:(?:very|really|a bit|a little|more|less|not|too|overly|but|and|yet|,)\s*)*${ADJ}\b(?:(?:\s*,\s*|\s+and\s+|\s+but\s+|\s+yet\s+|\s+without\s+being\s+)(?:not\s+)?(?:too\s+|overly\s+)?${ADJ})*(?:\s+(?:about it|please|pls))?$`,
      String.raw`(?:tag|mention)\s+(?:nobody|no one|no-one|noone)\b|no\s+(?:tags|tagging|@?mentions)\b`,
      String.raw`${COUNT}\s+(?:relevant\s+|short\s+|good\s+)?(?:hashtags?|emojis?|tags)(?:\s+(?:max|maximum|at most|tops|only|or less|or fewer|please|pls))*$`,
      String.raw`(?:max(?:imum)?|at most|up to|no more than|only|exactly|just)\s+${COUNT}\s+(?:relevant\s+)?(?:hashtags?|emojis?|tags)$`,
      String.raw`(?:add|include|use|with|put|plus)\s+${COUNT}\s+(?:relevant\s+|short\s+|good\s+)?(?:hashtags?|emojis?|tags)\b`,
      String.raw`(?:tone|style|voice|format|length|size|audience|target audience|target readers|target|readers|reader|goal|objective|purpose|cta|call to action|keywords?|hashtags?|emojis?|language|platform|word count|words|mood|vibe|persona|perspective|point of view|pov)\s*[:\-–]`,
      String.raw`(?:something|nothing)\s+(?:too\s+|overly\s+|very\s+|really\s+)?${ADJ}\b(?:(?:\s*,\s*|\s+and\s+|\s+but\s+)(?:not\s+)?(?:too\s+|overly\s+)?${ADJ})*$`,
      String.raw`(?:but\s+)?not\s+(?:too\s+|overly\s+|very\s+)?${ADJ}$`,
      String.raw`(?:very\s+|really\s+|more\s+|less\s+|a bit\s+|super\s+)?${ADJ}(?:(?:\s*,\s*|\s+and\s+|\s+but\s+|\s+yet\s+)(?:not\s+)?(?:too\s+|overly\s+|very\s+)?${ADJ})*(?:\s+(?:please|pls|tone|style|voice|vibe|version|post))?$`,
      String.raw`(?:add|include|end with|close with|finish with|with)\s+(?:a\s+|an\s+)?(?:clear\s+|strong\s+|short\s+|soft\s+)?(?:cta|call to action)\b`,
      String.raw`(?:in|from)\s+(?:the\s+)?(?:first|third)[- ]person\b`,
      String.raw`(?:it|this|the post|the tone)\s+(?:should|must|needs? to|has to|ought to)\s+(?:be|sound|feel|have|include|end|start|open|stay)\b`,
      String.raw`(?:i\s+(?:want|need|'d like|would like)|i'?d\s+like)\s+(?:it|this|the post)\s+to\b`,
      String.raw`(?:it'?s|this is)\s+for\s+(?:my\s+)?(?:linkedin|network|audience|followers|page|profile)\b`,
      String.raw`(?:for|on)\s+(?:my\s+)?linkedin$`,
      // "Help me announce it.", "Can you write a post?", "Write an announcement.", "Could you help?": the request to write,
      // typed after what the post is about; never the post's words.
      String.raw`(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:help(?:\s+(?:me|us))?(?:\s+(?:to\s+)?(?=\w))?)?(?:(?:write|draft|create|compose|craft|announce|share|post|make|turn|put|do)(?:\s+(?:me|us))?(?:\s+(?:it|this|that|something|one|(?:a|an)(?:\s+(?:short|quick|linkedin|nice|good|great|proper))*\s+(?:post|announcement|update|caption|one))(?:\s+(?:about|on|for|of|out of|from)\s+(?:it|this|that|me|linkedin))?(?:\s+(?:up|out|into a post|for me|for linkedin))?)?)?(?:\s+(?:with|on|for)\s+(?:it|this|that))?(?:\s+(?:please|pls))?$`,
    ].join('|') +
    ')',
  'i',
);

/** True when a part of a request that follows its subject only tells the writer how to write. */
function isTrailingDirective(part: string): boolean {
  const p = part.trim().replace(/[.!?]+$/, '').trim();
  if (!p) return false;
  if (isInstruction(p) || TRAILING_DIRECTIVE.test(p)) return true;
  // "Use a warm tone and keep it under 150 words": each part an instruction.
  const bits = p.split(/\s*(?:,|;|\band\b|\bbut\b)\s*/i).filter(Boolean);
  return bits.length > 1 && bits.every((b) => isInstruction(b) || TRAILING_DIRECTIVE.test(b));
}

/** Leading wrappers around the subject: "Can you write me a short LinkedIn post about", "topic:", "Can I be honest about". */
const LEADING_WRAPPERS: RegExp[] = [
  /^(hey|hi|hello|ok|okay|so)[,!.\s]+/i,
  // "I mean my summer internship", "no, I meant …", "sorry, actually …": the member correcting the subject.
  /^((no|sorry|oops)[,!.]*\s+)?(i\s+mean(t)?|what\s+i\s+mean(t)?\s+(is|was)|actually|rather)[,:]?\s+/i,
  // A follow-up that moves on: "great, now …", "ok next one …", "also write …", "and another one about …".
  /^(great|cool|nice|perfect|thanks|thank you|awesome|alright|all right|good|love it|love this|sounds good|got it|yes|yep|brilliant|amazing)\s*[,!.]+\s*/i,
  /^(great|cool|nice|perfect|awesome|alright|good)\s+(?=(now|next|also|then)\b)/i,
  /^(and\s+)?(now|next|also|then|and|plus)\s*[,:\-–]?\s+(?=(please\s+|can you\s+|could you\s+|let'?s\s+)?(write|do|draft|make|give|create|compose|craft|generate|prepare|one|another|a|an|some|something|post|same|try|about|on)\b)/i,
  /^(now|next|also)\s*[:\-–]\s*/i,
  /^(and\s+)?(another|one more|a second|a new|a different)(\s+(one|post|version|piece))?\s+(about|on|regarding|for)\s+/i,
  /^(the\s+)?(next|new|other)?\s*one\s*(:\s*|\s+(about|on|regarding)\s+(?!one\b))/i,
  // ("My hot take:", "Our prediction:", "my honest take -": the member's own label.)
  /^(?:(?:my|our)\s+(?:honest\s+|quick\s+|personal\s+)?(?=(?:hot\s+)?take|unpopular|prediction|opinion|lesson|story|idea|thoughts?\b))?(topic|subject|theme|idea|post idea|prompt|industry prediction|prediction|hot take|take|unpopular opinion|opinion|thoughts?|poll|question|myth|lesson|story|quick post)\s*[:\-–,]\s*/i,
  /^(something|anything|a few words|a few lines|a bit)(\s+(short|quick|brief|funny|light|fun|long|longer|inspiring|personal|honest|serious|casual|punchy))*\s+(about|on)\s+/i,
  /^(i\s+(want|need|would like|'d like)\s+(you\s+)?to\s+)/i,
  // ("Do you prefer async updates or meetings?" is the member's question, not "do" a post: its "Do" stays.)
  /^(please\s+)?((can|could|would|will) you\s+)?(please\s+)?(help me\s+)?(to\s+)?(write|create|draft|generate|make|compose|give me|craft|do|prepare|put together|turn)\s+(?!(?:you|we|they|i|people|teams?|your|most)\b)(me\s+|us\s+)?/i,
  /^(let'?s\s+)(write|do|draft)\s+/i,
  /^(a|an|one|the|some)\s+(?=((short|long|quick|new|few|honest|personal|casual|formal|funny|brief|contrarian|bold|spicy|viral|thoughtful)[,\s]+)*(linkedin\s+)?(post|article|update|story|caption|piece|thread|take|hot take|opinion|reflection|write-?up)s?\b)/i,
  // Adjectives of the post, not of the subject: "short funny post about …", but "new nurses" keeps its "new".
  /^((short|shorter|long|longer|quick|viral|engaging|catchy|punchy|professional|funny|new|thoughtful|honest|personal|casual|formal|brief|concise|contrarian|bold|spicy)[,\s]+)+(?=(?:linkedin\s+)?(?:post|article|update|story|caption|piece|thread|take|hot take|opinion|reflection|write-?up)s?\b)/i,
  /^(linkedin\s+)?(post|article|update|story|caption|piece|thread|take|hot take|opinion|reflection|write-?up)s?\b\s*/i,
  /^(using|with|in|following)\s+(the|a|an|this|my)?\s*[^\n]{1,60}?\s+(template|framework|format|structure)\s*/i,
  // The templates screen's "Write a Small Habit, Big Result post about …": a template's name holds commas, dots
  // and slashes ("Expectation vs. Reality", "Overrated / Underrated", "It's Not X, It's Y").
  /^(a|an|the)\s+[^\n]{2,60}?\s+(post|template|framework)\s+(about|on|regarding|for)\s+(?=\S)/i,
  /^[\w&'-]+(?:\s+[\w&'-]+){0,3}\s+(post|article|update|story|take)\s+(about|on|regarding)\s+(?=\S)/i,
  /^(inspired by|based on)\s+(this|the|a|that)\s+(viral\s+)?(post|one)\s*,?\s*/i,
  // The Viral Library's hand-off, as members word it: "something like this about …", "do the same for …",
  // "same style, topic: …", "use this as inspiration for a post about …".
  /^(something|one|a post|a similar post|a post)?\s*(like this|like that|similar to this|in (the same|this|that) style|the same way)\s*(,|\bbut\b|\s)*\s*(about|on|for)\s+/i,
  /^(the\s+)?same\s+(thing\s+)?(for|about|on)\s+/i,
  /^(in\s+)?(the\s+)?same\s+(style|format|structure|shape|vibe)\s*[,:\-–]?\s*/i,
  /^use\s+(this|it|that)\s+as\s+(an\s+)?inspiration\s*(for\s+(a|my|an)\s+(linkedin\s+)?(post|one))?\s*/i,
  // "a post for first-time home buyers about getting pre-approved": who it is for (the audience), then its subject.
  /^for\s+(?!(?:my|our|the)\b)(?:[\w'-]+\s+){1,5}?(?=(about|regarding)\s+\S)/i,
  /^(for|to)\s+(my\s+)?(linkedin|network|followers)\s*/i,
  /^(about|on|for|regarding|around|covering|sharing|that explains|explaining|describing|on the topic of|where i talk about|talking about)\s+/i,
  /^(can i be honest about|let me be honest about|honest thoughts on|my thoughts on|thoughts on|some thoughts on|a few thoughts on|why i think)\s+/i,
  // The member asking the writer for its view: "what do you think about phones in classrooms?" is an opinion on them.
  /^(what do you think (about|of)|what are your thoughts on|what'?s your (take|view|opinion) on|how do you feel about|your (take|thoughts|opinion) on)\s+/i,
  /^(i\s+(want|need|'d like|would like)\s+to\s+(write|post|talk|share)\s+(about|on)\s+)/i,
  // "LinkedIn post: …", "Post – …": what is left of a label once its word is gone.
  /^[:\-–—,]+\s*/,
  // News told as news: "I want to share that I got promoted", "Announce that we are hiring", "Excited to share …".
  /^(i'?m\s+|i am\s+|we'?re\s+|we are\s+)?(so\s+|really\s+)?(excited|thrilled|happy|proud|delighted|pleased|humbled)\s+to\s+(share|announce|say)\s+(that\s+)?/i,
  /^(please\s+)?((can|could|would|will) you\s+)?(please\s+)?(i\s+(want|need|'d like|would like)\s+to\s+|let me\s+|help me\s+(to\s+)?)?(share|announce|announcing|tell (everyone|people|my network|the world)|let (everyone|people|my network) know)\s+(that|how)\s+/i,
  // "Share my thoughts on hiring …", "post my take on …": an opinion (intent), its subject what follows.
  /^(share|post|write( up)?|give)\s+(?=(my|our|some)\s+(thoughts|take|views?|opinion)\s+on\b)/i,
  /^(i\s+(want|need|'d like|would like)\s+to\s+)?(talk|speak|reflect|comment|rant)\s+(about|on)\s+/i,
  /^(discuss|explain|cover|describe|explore|unpack|break down)\s+(?=\S)/i,
  // "the importance of sleep for founders": the thing itself is the subject.
  /^(the\s+)?(importance|value|power|benefits?)\s+of\s+/i,
  // "Share 5 tips for first-time managers": the advice is the post's shape (intent 'tips'), its subject what follows.
  // So are "best practices for code review", "strategies for pricing …": about code review, about pricing.
  /^(share|give|list|offer|write)\s+(?=((my|our)\s+)?((\d+|three|four|five|six|seven|ten|some|a few)\s+)?(top\s+|best\s+)?((\d+|three|four|five|six|seven|ten)\s+)?(tips|rules|habits)\b)/i,
  /^((my|our)\s+)?((\d+|three|four|five|six|seven|ten|some|a few)\s+)?(top\s+|best\s+|favou?rite\s+)?((\d+|three|four|five|six|seven|ten)\s+)?(tips|rules|habits|practices|strategies)\s+(for|on|about|of|in)\s+(?=\S)/i,
];

/**
 * Subjects worded as a list of what the member learned: "5 mistakes I made as a first-time founder" is about being a
 * first-time founder, "3 things I wish I knew before managing" about managing; the count and the "I made" are the
 * post's shape (advice), not its subject.
 */
const LEARNED = /^(?:(?:\d+|three|four|five|six|seven|eight|nine|ten|the|my)\s+)?(?:biggest\s+|top\s+|hardest\s+|best\s+)?(?:mistakes|lessons|things|truths)\s+(?:i|we)\s+(?:made|learned|learnt|got wrong|wish (?:i|we)(?:'d)? (?:known|knew))\s+(as|from|while|when|before|after|in|at|about|on)\s+(.+)$/i;

/**
 * A list asked for by its count: "3 lessons from placing 100 engineers this year" is about placing 100 engineers,
 * "3 mistakes companies make when firing someone" about firing someone, "5 ways to run better retros" about running them.
 */
// (So is "the biggest mistake companies make when firing someone", "the one mistake founders make when pricing".)
// (And "Top mistakes candidates make in salary negotiation", "Common mistakes …": a list with no count.)
const LISTED = /^(?:(?:\d+|three|four|five|six|seven|eight|nine|ten|a few|some|my|the(?:\s+one)?|one)\s+(?:biggest\s+|top\s+|hardest\s+|best\s+|key\s+|simple\s+|quick\s+|common\s+|most common\s+)?|(?:top|biggest|common|classic)\s+)(?:lessons?|mistakes?|things|truths|ways|reasons|signs|takeaways|learnings)\s+(?:(?:i|we|you)\s+(?:learned|learnt|took)\s+|(?:\w+\s+){0,2}(?:make|get wrong)\s+)?(?:from|about|on|when|while|in|with|of)\s+(.+)$/i;

/**
 * What a subject is about, as the writer says it: "how to ask for a raise" is about asking for a raise, "5 mistakes I
 * made as a first-time founder" about being a first-time founder. The member's wording stays the subject (the
 * content history's topic); this is only how the post refers to it.
 */
export function asTopic(subject: string): string {
  const learned = LEARNED.exec(subject.trim());
  const listed = learned ? null : LISTED.exec(subject.trim());
  const t = learned ? (learned[1].toLowerCase() === 'as' ? `being ${learned[2]}` : learned[2]) : listed ? listed[1] : subject.trim();
  const m = /^how\s+to\s+([a-z]+)\b(.*)$/i.exec(t);
  return m ? `${gerund(m[1].toLowerCase())}${m[2]}` : bareNoun(t);
}

/** Someone a member writes about by their role: one of them reads right with "a" ("a mentor taught me …"). */
const ONE_PERSON = /^(mentor|manager|boss|cofounder|co-founder|intern|recruiter|coach|sponsor|headhunter|investor|advisor|adviser)$/;
/** Things that are counted: bare, they read right in the plural ("layoffs", "deadlines"), never "the first time layoff …". */
const COUNTED = /^(layoff|startup|interview|deadline|meeting|promotion|internship|mistake|habit|resume|résumé|offer|rejection letter|side project|standup|stand-up|retro|retrospective|one-on-one|referral|newsletter|webinar|podcast|certification|bootcamp|hackathon|conference|demo|pitch|deal|raise|merger|acquisition|reorg|sprint|okr|kpi|roadmap|budget|forecast|deck|pitch deck|dashboard|metric|goal|customer|candidate|hire|offsite|rollout|release|proposal|presentation|performance review|bonus)$/;

/**
 * A bare one-word subject that English would not leave bare: "mentor" → "a mentor", "layoff" → "layoffs". A word that
 * reads bare ("burnout", "pricing", "leadership") and anything longer stay as the member wrote them.
 */
function bareNoun(t: string): string {
  const w = t.trim();
  if (ONE_PERSON.test(w.toLowerCase())) return `${/^[aeiou]/i.test(w) ? 'an' : 'a'} ${w.toLowerCase()}`;
  if (COUNTED.test(w.toLowerCase())) {
    const word = /^[A-Z][a-z]/.test(w) ? w.toLowerCase() : w;
    return /(ch|sh|s|x)$/i.test(word) ? `${word}es` : `${word}s`;
  }
  return t;
}

function gerund(verb: string): string {
  if (/^(be|see|flee|agree|free)$/.test(verb)) return `${verb}ing`;
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^(run|get|set|put|cut|win|stop|plan|sit|hit|begin|shop|ship|swim|grab|drop|chat|quit|dig|fit|let|forget|prefer|admit|commit|regret|refer|submit)$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

const TONES: [RegExp, ToneKey][] = [
  [/\b(funn(y|ier)|witty|humou?r(ous)?|playful|joke|lighter)\b/i, 'witty'],
  [/\b(formal|professional|authoritative|serious|corporate)\b/i, 'authoritative'],
  [/\b(casual|friendly|conversational|relaxed|chatty|warm|warmer|less formal)\b/i, 'friendly'],
  // "inspired by this viral post" names where the idea comes from, not a tone.
  [/\b(inspiring|inspirational|motivat\w*|uplifting|hopeful|positive|upbeat|optimistic|less negative|less gloomy|less depressing)\b/i, 'inspiring'],
  [/\b(data[- ]driven|analytical|more numbers)\b/i, 'analytical'],
];

/** Reads the instructions anywhere in the text. */
export function readInstructions(text: string): Instructions {
  const t = text.toLowerCase();
  const ins: Instructions = {};
  // "cut it in half", but not "I cut my marking time in half" (the member's result, not an instruction).
  const half = /\b((it|this|that|the (post|draft|text))\s+in half|^in half|half (the|as) (length|long)|halve (it|this)|tl;?\s?dr|tldr|(much|way|a lot) shorter)\b/.test(t);
  const maxWords = /\b(?:under|less than|fewer than|at most|max(?:imum)?|no more than|within)\s+(\d+)\s+words\b/.exec(t);
  if (half || maxWords || /\b(short(?:er|en)?(?!\s+(?!(?:post|posts|version|draft|one|and|please|pls|piece|update|take|story|linkedin|text|caption|intro|hook|ending|paragraphs?|sentences?|words?)\b)[a-z])|concise|trim|tighter|brief(er)?|cut it down|fewer words|less words|condense|punchier|too long|(too|less) wordy|snappier|leaner)\b/.test(t)) {
    ins.length = 'shorter';
    if (half) ins.half = true;
    if (maxWords && Number(maxWords[1]) >= 20) ins.maxWords = Number(maxWords[1]);
  } else if (/\b(longer|expand|more detail(ed)?|elaborate|flesh (it )?out|go deeper|add more|too short|more depth)\b/.test(t)) {
    ins.length = 'longer';
  }
  // "less formal" is casual, "more formal" formal; "less salesy", "more human" casual too.
  if (/\bless (formal|stiff|corporate|salesy|robotic|serious)\b|\bmore (human|natural)\b|\btoo (formal|stiff|corporate|salesy|robotic)\b/.test(t)) ins.tone = 'friendly';
  else ins.tone = TONES.find(([re]) => re.test(t))?.[1];
  if (!ins.tone) delete ins.tone;
  if (/\b(no|without|remove|drop|lose|delete|cut|skip)\b[^.,;]*\bemoji/.test(t)) ins.emoji = false;
  else if (/\b(add|use|include|with|some|more|sprinkle)\b[^.,;]*\bemoji|\b(\d+|one|two|three|a few|a couple of)\s+emojis?\b/.test(t)) ins.emoji = true;
  if (/\b(no|without|remove|drop|lose|delete|cut|skip)\b[^.,;]*\bhashtags?\b/.test(t)) ins.hashtags = false;
  else if (/\b(add|use|include|with|some|more)\b[^.,;]*\bhashtags?\b|\b([1-9]|one|two|three|a few|a couple of)\s+(relevant\s+)?hashtags?\b/.test(t)) ins.hashtags = true;
  // Hashtags named by the member are theirs to choose: "add #ProductManagement", "use #fintech and #payments".
  const named = [...text.matchAll(/(?:^|\s)#([\p{L}\p{N}_]{2,40})\b/gu)].map((m) => `#${m[1]}`);
  // "add hashtags about startups": the member's own tag, by its words.
  const about = /\bhash\s?tags?\s+(?:about|for|on|like|around)\s+([a-z][a-z -]{2,30}?)(?=[.,;!?]|\s+and\b|$)/i.exec(text);
  if (about && !named.length) named.push(`#${about[1].trim().split(/\s+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`);
  if (named.length && ins.hashtags !== false) {
    ins.hashtags = true;
    ins.tags = [...new Set(named)].slice(0, 3);
  }
  if (/\b(my\s+)?(thoughts|take|opinion|views?)\s+on\b|\bwhy i (think|believe)\b|\bwhere i stand on\b|\bwhat do you think (about|of)\b|\bhow do you feel about\b/.test(t)) ins.intent = 'opinion';
  else if (/\b(tips|rules|habits|best practices|strategies for|how to|playbook|(?<!\b(?:with|using)\s+(?:a|an|the|our|my|one)\s+(?:[\w-]+\s+){0,3})checklist|guide)\b/.test(t) || LEARNED.test(t.trim()) || LISTED.test(t.trim())) ins.intent = 'tips';
  // "more engaging", "less boring": a stronger opening and a question to answer.
  if (/\b(more engaging|less boring|too boring|too generic|less generic)\b/.test(t)) {
    ins.newHook = true;
    ins.question ??= true;
  }
  if (/\b(no|without|remove|drop|don'?t end with)\b[^.,;]*\bquestion\b/.test(t)) ins.question = false;
  else if (/\b(end|finish|close)\w*\b[^.;]*\bquestion\b|\b(add|ask|include)\b[^.,;]*\bquestion\b/.test(t)) ins.question = true;
  const audience =
    /\bquestion\s+(?:for|to|aimed at)\s+([a-z][\w -]{2,40}?)(?=[.,;!?]|\s+and\b|$)/i.exec(text) ??
    // "a post for first-time home buyers about …": the readers the post is for.
    /^(?:(?:please\s+)?(?:(?:can|could|would|will) you\s+)?(?:help me\s+)?(?:write|draft|create|make)\s+(?:me\s+)?)?(?:a|an)\s+(?:short\s+|quick\s+|linkedin\s+)*post\s+for\s+(?!(?:my|our|the)\b)([a-z][\w -]{2,40}?)\s+(?=(?:about|regarding)\s+\S)/i.exec(text.trim()) ??
    /\b(?:aimed at|targeting|written for|for an audience of)\s+([a-z][\w -]{2,40}?)(?=[.,;!?]|\s+and\b|$)/i.exec(text) ??
    // "audience: first-time founders", "Target audience - CFOs".
    /\b(?:target\s+)?(?:audience|readers)\s*[:\-–]\s*([a-z][\w -]{2,40}?)(?=[.,;!?]|\s+and\b|$)/i.exec(text);
  if (audience) ins.audience = audience[1].trim().replace(/^(the|my|our)\s+/i, '');
  if (/\b(as|into|like|in the form of)\s+(a\s+)?(short\s+)?(story|narrative|anecdote)\b|\bstorytelling\b|\btell it as a story\b|\b(make|turn|rewrite|write|tell)\s+(it|this)\s+(as\s+|into\s+)?(a\s+)?(short\s+)?(story|narrative)\b/.test(t)) ins.shape = 'story';
  else if (/\b(as|into|in)\s+(a\s+)?(numbered\s+|bulleted\s+|bullet\s+)?(list|listicle|bullet points|bullets)\b/.test(t)) ins.shape = 'list';
  if (/\b(contrarian|hot take|unpopular opinion|controversial|spicy take|against the grain|push back on)\b/.test(t)) ins.contrarian = true;
  const open = /\b(?:start|open|begin|lead)\s+(?:it\s+)?with\s+(?!a (?:question|hook|stronger hook|better hook)\b)([^.,;!?]{3,80})/i.exec(text);
  if (open) ins.openWith = open[1].trim().replace(/^(a|the)\s+(?=\w+\s)/i, (m) => m);
  else if (/\b(new|different|better|stronger|punchier|another)\s+(hook|opening|first line|intro)\b|\b(change|rewrite|redo|fix|improve)\s+(the\s+)?(hook|opening|first line|intro)\b|\b(hook|opening|first line|intro)\s+(stronger|better|punchier|catchier)\b/.test(t)) ins.newHook = true;
  const end = /\b(?:end|finish|close|wrap(?: it)? up)\s+(?:it\s+)?(?:with|on)\s+(?!a question\b|an? (?:open )?question\b)([^.,;!?]{3,80})/i.exec(text);
  if (end) ins.endWith = end[1].trim();
  else if (/\b(new|different|better|stronger|another)\s+(ending|close|closing|conclusion|cta|call to action)\b|\b(change|rewrite|redo|fix|improve)\s+(the\s+)?(ending|close|closing|conclusion|cta)\b/.test(t)) ins.newEnding = true;
  // "add a call to action", "with a CTA": an ending that asks the reader to act.
  // "a call to action for hiring", "… to donate": what the reader is asked to do.
  const cta = /\b(add|include|with|needs?|put in)\s+(a\s+|an\s+)?(clear\s+|strong\s+)?(call to action|cta)\b(?:\s+(for|to|about|asking (?:people )?to)\s+([a-z][\w -]{2,40}?))?(?=[.,;!?]|$)/.exec(t);
  if (!ins.endWith && cta) ins.endWith = cta[6] ? `a call to action ${cta[5] === 'to' || cta[5].startsWith('asking') ? 'to' : 'for'} ${cta[6].trim()}` : 'a call to action';
  // "write it for founders instead", "rewrite this for CTOs": who the post (and its question) speaks to.
  const forWhom = /\b(?:write|rewrite|make|aim|tailor|adapt)\s+(?:it|this|the post)\s+(?:for|(?<!make\s+it\s+)to|at)\s+([a-z][\w -]{2,40}?)(?:\s+instead)?(?=[.,;!?]|$)/i.exec(text) ?? /^(?:now\s+)?for\s+([a-z][\w -]{2,40}?)\s+instead(?=[.,;!?]|$)/i.exec(text.trim());
  if (!ins.audience && forWhom) ins.audience = forWhom[1].trim().replace(/^(the|my|our)\s+/i, '');
  // "use bullet points", "with bullets": a list.
  if (!ins.shape && /\b(use|with|add|in)\s+(some\s+)?(bullet points|bullets|a numbered list)\b/.test(t)) ins.shape = 'list';
  // "make it a list", "add a list of 3 lessons", "turn it into bullet points".
  if (!ins.shape && /\b(make|turn|format|put|rewrite|change)\s+(it|this|the post)\s+(as\s+|into\s+|in\s+)?(a\s+)?(numbered\s+|bulleted\s+)?(list|listicle|bullet points|bullets)\b|\b(add|include|with)\s+(a\s+)?(short\s+)?(numbered\s+|bulleted\s+)?list\b/.test(t)) ins.shape = 'list';
  // "make it more personal", "add a personal story": the story voice for a first draft; a draft is retold in the
  // member's own voice.
  if (/\b(more personal|personal story|personal touch|personal anecdote|personal experience|about (me|myself)(?=[.!]*$)|sound(s)? (more )?like me|in my (own )?voice|(in|into) (the )?first person|my (own )?(story|experience|perspective|angle))\b/.test(t)) {
    ins.personal = true;
    if (!ins.tone && !ins.shape) ins.tone = 'story';
  }
  if (/\b(simplify|simpler|plainer|plain english|plain language|less jargon|no jargon|easier to (read|follow|understand)|less complicated|less complex)\b/.test(t)) ins.simpler = true;
  if (/\b(add|include|with|use|more|needs?|back it up with)\b[^.,;]*\b(data|numbers|statistics?|stats?|figures|metrics|percentages?)\b|\bdata[- ]driven\b|\bmore numbers\b/.test(t)) ins.data = true;
  // "tag my cofounder", "tag @Sarah", "mention @Acme": people, which only LinkedIn can tag ("tag it #fintech" is a hashtag).
  if (/^(please\s+)?(tag|mention)\s+(?!it\b|this\b|the post\b|#)(@|my\b|our\b|the\b|[A-Z@])/i.test(text.trim()) && !/#\w/.test(text) && !/^(please\s+)?mention\s+(that|how)\b/i.test(text.trim())) ins.tagPeople = true;
  // "add tags", "some tags": hashtags.
  if (ins.hashtags === undefined && !ins.tagPeople && /\b(add|use|include|with|some|more)\b[^.,;]*\btags\b/.test(t)) ins.hashtags = true;
  else if (ins.hashtags === undefined && /\b(no|without|remove|drop|lose|delete)\b[^.,;]*\btags\b/.test(t)) ins.hashtags = false;
  // "add a hook", "needs a hook": a new one.
  if (/\b(add|needs?|with|give it)\s+(a\s+|an\s+)?(real\s+|proper\s+|good\s+)?(hook|opening line|attention[- ]grabber)\b/.test(t)) ins.newHook = true;
  const mention = /^(?:please\s+)?(?:add|mention|include|say|note)\s+(?:that|how)\s+(.{6,240}?)[.!]*$/i.exec(text.trim());
  if (mention) ins.mention = mention[1].trim();
  // "thank my old team at DHL", "add a thank you to our volunteers": a line of thanks in the member's words.
  const thanks = /(?:^|[.!?]\s+)(?:please\s+)?(?:and\s+)?(?:thank|(?:add|give|include)\s+(?:a\s+)?(?:thank[- ]you|thanks|shout[- ]?out)\s+(?:to|for))\s+((?:my|our|the|all|everyone|every)\b.{2,160}?)[.!]*$/i.exec(text.trim());
  if (thanks && !mention) ins.mention = `thank you to ${thanks[1].trim().replace(/\s+(?:more|again|too|as well|properly|publicly|by name)$/i, '')}`;
  // "make it more humble", "less shouty": a style without an edit of its own.
  const style = /^(?:please\s+)?(?:(?:can|could) you\s+)?(?:make\s+(?:it|this|the post)\s+)?((?:a\s+bit\s+|a\s+little\s+|much\s+|way\s+|slightly\s+)?(?:more|less)\s+[a-z-]{3,20})(?:\s+(?:please|pls))?[.!?]*$/i.exec(text.trim());
  if (style && Object.keys(ins).length === 0) ins.style = style[1].toLowerCase();
  // "turn it into a carousel", "as slides", "make an infographic": not a text post.
  const format = /\b(?:turn|make|convert|change|rewrite|redo)\b[^.;]*?\b(carousel|slides?|slide deck|pdf|infographic|video(?: script)?|reel|meme|image)\b|^(?:as|into)\s+(?:a\s+)?(carousel|slides|infographic|video)\b/i.exec(text.trim());
  if (format) ins.format = (format[1] ?? format[2]).toLowerCase();
  // "add advice for people still applying", "include an example": content to make up, which is not the member's.
  const addition = /^(?:please\s+)?(?:can you\s+)?(?:add|include|put in|give)\s+(?!that\b|how\b|#)((?:some|an?|more|my|our)\s+)?(advice|tips?|examples?|an? example|story|anecdote|quote|context|details?|insights?|lessons?|a section)\b(.{0,80}?)[.!]*$/i.exec(text.trim());
  if (addition && Object.keys(ins).every((k) => k === 'intent')) {
    delete ins.intent;
    ins.addition = `${addition[2]}${addition[3]}`.trim();
  }
  const language = isTranslationWork(t) ? null : LANGUAGE.exec(t);
  if (language) ins.language = upperFirst(language[1] ?? language[2] ?? '') || 'another language';
  return ins;
}

/** "in French", "translate it to Spanish", "en français": a language other than English. */
// "in Japanese" ends the request or its clause ("in Spanish please", "in French, shorter"); "into Japanese markets" is the
// subject's, and so is "translating our docs into Japanese" (the member's work, not an instruction: `isTranslationWork`).
const LANGUAGE = new RegExp(String.raw`\btranslate\b(?:[^.;]*?\b(${LANGUAGES})\b)?|\b(?:in|into)\s+(${LANGUAGES})\b(?=\s*(?:$|[.,;!?]|please\b|pls\b|instead\b|too\b|as well\b|now\b|version\b|translation\b|language\b))`, 'i');

/** "my lessons from translating our docs into Japanese": translation is what the member did, not what they ask for. */
function isTranslationWork(t: string): boolean {
  return /\btranslat(?:ing|ed|ion|ions|or|ors)\b/i.test(t) && !/\btranslate\s+(?:it|this|that|the post|the draft|to|into)\b/i.test(t);
}


/** True when the part of a request is an instruction only. */
function isInstruction(part: string): boolean {
  return INSTRUCTION_PART.test(part.trim().replace(/[.!?]+$/, ''));
}

/** "job seekers writing a cover letter", "new managers running their first one-on-one": people, then what they do. */
const TIPS_FOR_PEOPLE = /^((?:[a-z-]+\s+)?(?:seekers|managers|founders|engineers|developers|designers|nurses|teachers|students|parents|leaders|owners|recruiters|marketers|writers|freelancers|graduates|interns|candidates|beginners|professionals|people|salespeople|reps))\s+([a-z]{3,}ing\s+.+)$/i;

/** Splits a request into its subject and its instructions. */
export function parseRequest(input: string): ParsedRequest {
  // What a chat forgives and a post does not (a link, an aside, shouting, "i", "dont") is put right first.
  const typed = tidyRequest(input);
  // A list of points: the points are the post, and what is around them is read for instructions and a subject.
  const listed = pointsOf(typed);
  if (listed) {
    const around = parseRequest(listed.rest || 'x');
    const subject = listed.rest && around.subject ? around.subject : listed.points.join('; ');
    return { subject, instructions: { ...(listed.rest ? around.instructions : {}), points: listed.points, ...(listed.lead ? { pointsLead: listed.lead } : {}) } };
  }
  const instructions = readInstructions(typed);
  const text = typed.replace(/\s+/g, ' ').trim();
  // Sentences first, then the comma-separated instruction tails of the remaining sentence.
  const split = text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'“]|(?:tone|style|voice|format|length|audience|target audience|target|goal|cta|keywords?|hashtags?|emojis?|language|word count|words|mood|vibe)\s*[:\-–])/i);
  // After the first sentence with a subject, a sentence that only says how to write is an instruction too.
  let subjectSeen = false;
  const sentences = split.flatMap((s) => {
    if (subjectSeen && isTrailingDirective(s)) return [];
    if (!isInstruction(s)) {
      subjectSeen = true;
      return [s];
    }
    // "Make it short: a post about remote work": the instruction first, then after its colon the subject.
    const after = /^[^:]{3,60}:\s+(.+)$/.exec(s)?.[1];
    return after && !isInstruction(after) ? [after] : [];
  });
  const parts: string[] = [];
  for (const s of sentences) {
    // A comma inside a number ("10,000 subscribers") does not part anything. The separators are kept (odd places).
    const bits = s.split(/(\s*(?:(?<!\d),|,(?!\d)|;|\s+-\s+|\s+—\s+)\s*(?:and\s+)?)/);
    // Keep the first piece with the subject and what follows it, until an instruction tail starts; a piece the member
    // set off with a semicolon keeps it ("…; it takes busywork off their hands"), the others are joined by commas.
    let kept = '';
    for (let i = 0; i < bits.length; i += 2) {
      const p = bits[i];
      if (isInstruction(p) || (kept && (/^(and\s+)?(make|keep|end|start|add|use|no|without|include)\b/i.test(p) || isTrailingDirective(p)))) {
        if (kept) break;
        continue;
      }
      // ", and errors dropped by 40%" keeps its "and": never a comma splice ("at 3am, errors dropped by 40%").
      kept = kept ? `${kept}${bits[i - 1].includes(';') ? '; ' : ', '}${/\band\s*$/i.test(bits[i - 1]) ? 'and ' : ''}${p}` : p;
    }
    if (kept) parts.push(kept);
  }
  const joined = parts.join(' ');
  let subject = stripWrappers(joined);
  // "Can you write a post on hiring juniors?" asks the writer, not the reader: the mark is not the subject's.
  if (/^(?:please\s+)?(?:can|could|would|will)\s+you\b|^(?:so\s+)?(?:what do you think|what are your thoughts|what'?s your (?:take|view|opinion)|how do you feel)\b/i.test(joined) && subject !== joined) subject = subject.replace(/\?+$/, '');
  // Trailing instruction phrases inside the subject's sentence.
  subject = subject
    // ("… never make it to production": reaching somewhere, not an instruction.)
    .replace(/\s+(?:and\s+)?(?:make|keep)\s+it\s+(?!(?:to|through|past|into|out|back|home|big|work|happen|there)\b)[\w ,-]{2,40}$/i, '')
    .replace(/\s+(?:in|with)\s+(?:a|an)\s+[\w -]{2,30}\s+(?:tone|voice|style)$/i, '')
    .replace(/\s+(?:for|aimed at|targeting)\s+(?:an?\s+)?audience\s+of\s+[\w -]{2,40}$/i, '')
    .replace(/\s+(?:under|in less than|in fewer than|in about|in)\s+\d+\s+words$/i, '')
    .replace(new RegExp(String.raw`\s+(?:in|into)\s+(?:${LANGUAGES})$`, 'i'), (m, _o: number, all: string) => (isTranslationWork(all) ? m : ''))
    .replace(/\s*(?:please|thanks|thank you|pls)[.!]*$/i, '')
    // "write about exit interviews instead": the change of subject, not part of it.
    .replace(/\s+instead[.!]*$/i, '')
    // "… and what we learnt", "… and what I took from it": the promise of the post, not its subject.
    .replace(/,?\s+and\s+(?:what|the lessons?)\s+(?:(?:i|we)\s+)?(?:learned|learnt|took away|took from it|realised|realized)(?:\s+from\s+(?:it|this|that))?$/i, '')
    // A dangling "… about" (a prefilled request sent as it is), but not "three years on".
    .replace(/(?:^|\s+)(?:about|on|for|regarding)$/i, (m, offset: number, all: string) => (/\b(years?|months?|weeks?|days?|later|so)\s+(on|for)$/i.test(all) && offset > 0 ? m : ''))
    .replace(/[.!:;,\s]+$/, '')
    .trim();
  // "tips for job seekers writing a cover letter": the people are whom the tips are for (the audience), the subject is
  // what they do (never "what has your experience with job seekers writing a cover letter been?").
  const forWhom = instructions.intent === 'tips' && !/\b(their|his|her|its)\b/i.test(subject) ? TIPS_FOR_PEOPLE.exec(subject) : null;
  if (forWhom) {
    subject = forWhom[2];
    instructions.audience ??= forWhom[1];
  }
  // A run-on told in one breath keeps every clause (the writer says it as sentences: subject.ts); another long subject is cut.
  if (subject.length > 160 && !(subject.length <= 400 && runOnSentences(subject).length > 1)) {
    const cut = clauseCut(subject, 160);
    const more = subject.startsWith(cut) ? toldApart(subject.slice(cut.length), cut) : [];
    return { subject: cut, ...(more.length ? { more } : {}), instructions };
  }
  return { subject, instructions };
}

/**
 * What a long subject says after its cut, told as sentences that stand alone: "which let us …" → "That let us …",
 * "who went on to …" → "She went on to …" ("They" when the first part names no "she" or "he"), "because …" → "That was
 * because …", "and cut our bill …" → "We cut our bill …" (the first part's "I" or "we"). Every word of the member's stays.
 */
function toldApart(rest: string, head: string): string[] {
  const r = rest.replace(/^[\s,;:—–-]+/, '').replace(/[.!?,;:\s]+$/, '');
  if (!/[\p{L}\p{N}]/u.test(r)) return [];
  const m = /^(and then|and|but|so|then|because|when|while|after|although|though|which|that|who|whose|where)\s+(.+)$/i.exec(r);
  const link = m ? m[1].toLowerCase() : '';
  const body = m ? m[2] : r;
  const she = /\bshe\b/i.test(head), he = /\bhe\b/i.test(head);
  const person = she && !he ? 'She' : he && !she ? 'He' : 'They';
  const doer = /^(I|we)\b/i.exec(head)?.[1];
  const verbFirst = VERB_FIRST.test(body);
  const told =
    link === 'which' || link === 'that' ? (verbFirst ? `That ${body}` : `It's what ${body}`)
    : link === 'who' ? `${person} ${person === 'They' ? theyAgree(body) : body}`
    : link === 'whose' ? `${{ She: 'Her', He: 'His', They: 'Their' }[person]} ${body}`
    : link === 'where' ? `That's where ${body}`
    : link === 'because' || link === 'when' || link === 'while' || link === 'after' ? `That was ${link} ${body}`
    : link === 'although' || link === 'though' ? `${body}, though`
    : link === 'but' || link === 'so' ? `${link} ${body}`
    : link === 'then' || link === 'and then' ? `then ${body}`
    : verbFirst ? `${doer ? (doer === 'I' ? 'I' : 'we') : 'that also'} ${body}`
    : body;
  // A list of facts told with commas ("churn fell to 1.9%, NPS rose to 71, we opened …") gets its "and" before the last.
  const listed = !/\band\b/i.test(told) && (told.match(/,\s/g) ?? []).length >= 2 ? told.replace(/,\s(?!.*,\s)/, ', and ') : told;
  return runOnSentences(listed).map((x) => `${x.charAt(0).toUpperCase()}${x.slice(1)}`.replace(/([^.!?])$/, '$1.'));
}
/** A clause that starts with its verb ("let us cut …", "went on to lead …", "also cut …"): it needs a subject of its own. */
const VERB_FIRST = /^(?:(?:also|then|now|later|eventually|finally|quickly|soon|still|just|even)\s+)?(?:is|are|was|were|has|have|had|do|does|did|can|could|will|would|should|use|uses|rely|relies|need|needs|want|wants|love|loves|trust|trusts|pay|pays|get|gets|got|run|runs|ran|make|makes|made|take|takes|took|help|helps|keep|keeps|kept|give|gives|gave|let|lets|saves?|works?|go|goes|went|came|comes|built|grew|lost|won|taught|sent|spent|cut|hit|led|paid|sold|brought|became|[a-z]{3,}ed)\b/i;

/** "was" → "were", "has" → "have", "leads" → "lead": the verb after "They". */
function theyAgree(body: string): string {
  return body.replace(/^(\S+)/, (v) => ({ was: 'were', is: 'are', has: 'have', does: 'do' })[v.toLowerCase()] ?? (/^[a-z]{3,}(?:ch|sh|ss|x)es$/.test(v) ? v.slice(0, -2) : /^[a-z]{2,}ies$/.test(v) ? `${v.slice(0, -3)}y` : /^[a-z]{3,}[^su]s$/.test(v) ? v.slice(0, -1) : v));
}

/**
 * A long run-on subject cut where a clause ends ("… froze for like 10 minutes and I had to …" → "… froze for like 10
 * minutes"), never mid-phrase ("… talking to the CTO of the"); at a word, without a small word last, when no clause ends.
 */
export function clauseCut(text: string, max: number): string {
  const head = text.slice(0, max + 1);
  // An "and" that joins two names ("the fees from Visa and Mastercard were …") or two things ("took nine months and a
  // lot of late nights"), not two clauses, is no place to cut: what follows could not be told on its own (`toldApart`).
  const joinsThings = (m: RegExpMatchArray) => {
    if (!/^\s+and\s+$/i.test(m[0])) return false;
    const next = text.slice((m.index ?? 0) + m[0].length);
    if (/\b[A-Z][\w-]*$/.test(text.slice(0, m.index)) && /^(?!I\b)[A-Z]/.test(next)) return true;
    return !/^(?:i|we|it|they|he|she|you|everyone|nobody|then|now)\b/i.test(next) && !VERB_FIRST.test(next) && !new RegExp(String.raw`^(?:\S+\s+){0,5}?${VERB_FIRST.source.slice(1)}`, 'i').test(next);
  };
  // "two years after we started it …", "a week before launch": the time and its clause are one phrase, never cut apart.
  const timeOf = (m: RegExpMatchArray) => /^\s+(?:after|before|when)\s+$/i.test(m[0]) && /\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|few|several|many)\s+(?:days?|weeks?|months?|years?|decades?)$/i.test(text.slice(0, m.index));
  const clause = [...head.matchAll(/[,;]\s+|\s+(?:and|but|so|while|because|when|which|then|after|although|though)\s+/gi)].filter((m) => (m.index ?? 0) >= 40 && (m.index ?? 0) <= max && !joinsThings(m) && !timeOf(m)).pop();
  // With no clause to end on, how it was done ("… by replacing their spreadsheets with …") is told apart whole ("By
  // replacing …"), rather than cut at a word and told as a fragment of a phrase ("Weekly check-ins with …").
  const means = clause ? null : [...head.matchAll(/\s+(?:by|after|before|without|through)\s+(?=[a-z]{3,}ing\b)/g)].filter((m) => (m.index ?? 0) >= 60 && (m.index ?? 0) <= max).pop();
  let cut = clause ? head.slice(0, clause.index) : means ? head.slice(0, means.index) : head.slice(0, Math.max(head.lastIndexOf(' '), 100));
  // Never inside a relative clause before its verb ("a payouts API that 200 merchants, most of them …" → "… that 200
  // merchants"): the thing is said without it ("a payouts API").
  const relative = [...cut.matchAll(/\s+(?:that|which|who|whom|whose|where)\s+/gi)].pop();
  // ("that matches 40,000 bank lines …": a verb in -s right after the pronoun completes it too.)
  const relRest = relative ? cut.slice((relative.index ?? 0) + relative[0].length) : '';
  if (relative && !CLAUSE_VERB.test(relRest) && !/^[a-z]{2,}(?:[^s]s|ches|shes|sses|xes)\b/.test(relRest) && (relative.index ?? 0) >= 20) cut = cut.slice(0, relative.index);
  for (let words = cut.split(/\s+/); words.length > 3 && STOP_END.test(words[words.length - 1]); words = cut.split(/\s+/)) cut = words.slice(0, -1).join(' ');
  return cut.replace(/[,;:\s]+$/, '');
}
/** A verb that completes a relative clause ("that 200 merchants use", "who taught me", "which saved us a week"). */
const CLAUSE_VERB = /\b(?:is|are|was|were|has|have|had|do|does|did|can|could|will|would|should|use|uses|rely|relies|need|needs|want|wants|love|loves|trust|trusts|pay|pays|get|gets|got|run|runs|ran|make|makes|made|take|takes|took|help|helps|keep|keeps|kept|give|gives|gave|let|lets|saves?|works?|go|goes|went|came|comes|built|grew|lost|won|taught|sent|spent|[a-z]{3,}ed)\b/i;
const STOP_END = /^(a|an|the|of|to|in|on|at|for|with|and|or|but|my|our|your|their|this|that|is|was|were|are|be|had|have|from|by|as|like|so|very)$/i;

function stripWrappers(text: string): string {
  // "Myth: you need a degree to work in tech": the member says it is not so, and the post says what is.
  const myth = /^(?:(?:a|the|common|biggest|popular|classic)\s+)*myth\s*[:\-–—,]\s*(\S.*)$/i.exec(text.trim());
  let t = myth ? denied(myth[1]) : text.trim();
  for (let round = 0; round < 4; round++) {
    const before = t;
    for (const re of LEADING_WRAPPERS) t = t.replace(re, '').trim();
    if (t === before) break;
  }
  return t;
}

/**
 * True when a follow-up names a new subject ("give me a contrarian take on code reviews", "now a post about
 * hiring") rather than asking for a change to the last draft.
 */
export function namesNewSubject(input: string, parsed: ParsedRequest): boolean {
  const t = input.toLowerCase();
  if (!parsed.subject || parsed.instructions.style || parsed.instructions.format) return false;
  // "add a statistic", "mention our pricing page", "rephrase the second paragraph": an edit of the draft, unless it
  // asks for a post on something ("do one about hiring instead" is caught below).
  if (/^(please\s+)?(add|remove|include|mention|change|use|fix|replace|swap|insert|delete|drop|cut|rephrase|reword|tweak|polish|simplify|rewrite|put|move|tighten|soften|translate|say|write it|make|thank|turn|format)\b/.test(t) && !/\b(post|one|take|article)\s+(about|on|regarding)\b/.test(t)) return false;
  if (/\b(about|on|regarding|covering)\s+(?!it\b|this\b|that\b|the (post|draft|same)\b|a (question|story|list)\b)\S/.test(t) && /\b(post|take|article|write|draft|thoughts|opinion|story|one)\b/.test(t)) return true;
  // A request that is all subject ("hiring juniors") after a draft starts a new post.
  return !/\b(it|this|the post|the draft|the hook|the ending|the story|shorter|longer|again|instead|version)\b/.test(t) && Object.keys(parsed.instructions).length === 0;
}

/**
 * What a myth denies, said as the member means it: "you need a degree to work in tech" → "You don't need a degree to
 * work in tech", "cold calling is dead" → "Cold calling isn't dead", "remote teams can't build culture" → "Remote teams
 * can build culture". A sentence without such a verb is named as the myth it is.
 */
export function denied(claim: string): string {
  const c = claim.trim().replace(/[.!]+$/, '');
  const undo = /^(.+?)\s+(can't|cannot|don't|doesn't|isn't|aren't|won't|shouldn't|never)\s+(.+)$/i.exec(c);
  if (undo) {
    const back: Record<string, string> = { "can't": 'can', cannot: 'can', "isn't": 'is', "aren't": 'are', "won't": 'will', "shouldn't": 'should' };
    const verb = back[undo[2].toLowerCase()];
    if (verb) return upperFirst(`${undo[1]} ${verb} ${undo[3]}`);
    // "don't need", "doesn't work", "never works": the verb as the claim would say it plainly.
    if (/^(don't|doesn't)$/i.test(undo[2])) return upperFirst(`${undo[1]} ${/^doesn't$/i.test(undo[2]) ? thirdPerson(undo[3]) : undo[3]}`);
  }
  const single = (subject: string) => !/^(you|we|they|i|people)$/i.test(subject) && !/s$/i.test(subject.split(/\s+/).pop() ?? '');
  const need = /^(.+?)\s+(needs?|ha(?:ve|s) to|must)\s+(.+)$/i.exec(c);
  if (need && need[1].split(/\s+/).length <= 4) {
    const not = single(need[1]) ? "doesn't" : "don't";
    const verb = /^needs?$/i.test(need[2]) ? 'need' : 'have to';
    return upperFirst(`${need[1]} ${not} ${verb} ${need[3]}`);
  }
  const be = /^(.+?)\s+(is|are|was|were|will|should|can)\s+(.+)$/i.exec(c);
  if (be && be[1].split(/\s+/).length <= 5) {
    const neg: Record<string, string> = { is: "isn't", are: "aren't", was: "wasn't", were: "weren't", will: "won't", should: "shouldn't", can: "can't" };
    return upperFirst(`${be[1]} ${neg[be[2].toLowerCase()]} ${be[3]}`);
  }
  return `The myth that ${lowerFirst(c)}`;
}

/** "work" → "works", "carry" → "carries": the verb that opens a phrase, said of one thing. */
function thirdPerson(phrase: string): string {
  return phrase.replace(/^([a-z]+)/i, (v) => (/(s|sh|ch|x|z|o)$/i.test(v) ? `${v}es` : /[^aeiou]y$/i.test(v) ? `${v.slice(0, -1)}ies` : `${v}s`));
}
