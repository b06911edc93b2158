import { type ComposeContext, type Section, biggerPoint, bullets, withoutLabel } from './compose';
import { asOpening } from './subject';
import { lowerFirst, upperFirst } from './text';
import { notesFor } from './topics';

/**
 * A life event the member lived through (being laid off, burning out, a first marathon, parental leave, a promotion,
 * a new job) is an experience, not a practice: nobody is "clear about what being laid off is for" or reviews how it
 * "went every Friday". These sentences tell what happened, what helped and what the member would tell someone in the
 * same spot, and ask the reader about theirs. What it taught ("… and what it taught me about product roadmaps") is
 * said with what the writer knows of that topic. Every sentence names the event (or the span the member gave), so
 * two posts on different events never share one; nothing is invented beyond the framing.
 */

/** The section about the experience, or undefined to let the usual one be written. */
export function experienceSection(section: Section, c: ComposeContext, first: boolean): string | undefined {
  const s = c.subject;
  const x = s.experience;
  if (!x) return undefined;
  const { pick } = c;
  const E = x.name;
  const A = x.anyone;
  const about = s.about;
  const aboutNotes = about ? notesFor(about) : null;
  const own = notesFor(A) ?? notesFor(E) ?? notesFor(s.text);
  const span = spanOf(c);
  switch (section) {
    case 'hook': {
      const lead = about ? `${upperFirst(E)} taught me something about ${about}.` : hasVerb(s.text) ? asOpening(s) : `A few honest words about ${lowerFirst(s.text.replace(/[.!]+$/, ''))}.`;
      // The member's sentence opens, and nothing after it they did not say (never "I didn't expect it to change how I
      // think about work").
      return lead;
    }
    case 'story':
      // Nothing the member did not say of it: never how it felt at the time or that it was hard (issue 12).
      if (about) return '';
      if (span) return `${upperFirst(span)} is long enough for a job to become part of who you are.`;
      // What the first days of any event are like is not the member's story: the view the topic argues with, or nothing.
      return own && !own.belief.toLowerCase().includes(A.toLowerCase()) ? `The usual view is that ${own.belief}.` : '';
    case 'turn':
      // What is true of what it taught, when the writer knows it; never a realisation the member did not tell.
      if (about) return aboutNotes ? biggerPoint(about, aboutNotes.truth[0]) : '';
      // A turning point the member did not tell ("asking for help earlier than felt comfortable") is not made up: what
      // the writer knows of the topic the event is (a layoff, parental leave), said of it, or nothing.
      return own ? biggerPoint(E, own.truth[0]) : '';
    case 'lesson':
      if (about) return aboutNotes ? `What carries over to ${about}: ${lowerFirst(withoutLabel(pick(aboutNotes.lesson)))}` : '';
      // The lesson of the topic the event is (a layoff, a career change), when the writer knows it; nothing otherwise.
      // What such an event tends to teach (the topic's lesson), never said as what it taught the member.
      return own ? `What ${A} tends to teach: ${lowerFirst(withoutLabel(pick(own.lesson)))}` : '';
    case 'list':
      // The advice of what it taught ("product roadmaps"), when the writer knows it; advice for anyone going through any
      // event ("Ask for help sooner than feels comfortable") is not written.
      return about && aboutNotes ? `${`What carries over from ${E} to ${about}:`}\n${bullets(pick, aboutNotes.tips)}` : '';
    case 'myth':
    case 'why':
      // The view the topic argues with, when the writer knows the kind of event (never "is something you push through
      // alone" said of every event).
      return own && !own.belief.toLowerCase().includes(A.toLowerCase()) ? `The usual view is that ${own.belief}.` : '';
    case 'truth':
    case 'behind':
      return own ? biggerPoint(E, own.truth[0]) : '';
    case 'mistakes':
    case 'nuance':
    case 'sides':
    case 'signals':
    case 'prediction':
      // What the member got wrong, missed or expects is theirs to say: nothing is made up for them.
      return '';
    case 'question':
      return experienceQuestion(c);
    default:
      return undefined;
  }
}

/** The closing question: the reader's own experience of it, not how they "handle" it. */
export function experienceQuestion(c: ComposeContext, to?: string): string {
  const x = c.subject.experience!;
  const who = to ?? c.audience;
  const about = c.subject.about;
  if (who && who.length <= 60) {
    if (about) return `${upperFirst(who)}: what has something outside work taught you about ${about}?`;
    return c.pick([`${upperFirst(who)}: what would you tell someone ${x.ahead}?`, x.setback ? `Question for ${lowerFirst(who)}: what helped you most through ${x.anyone}?` : `Question for ${lowerFirst(who)}: what do you wish someone had told you before ${x.anyone}?`]);
  }
  if (about) return `What has something outside work taught you about ${about}?`;
  return c.pick([`Have you been through ${x.anyone}? What helped you most?`, `What would you tell someone ${x.ahead} right now?`]);
}

/** "after 6 years at the company" → "6 years at the company": how long the member had been somewhere before it happened. */
function spanOf(c: ComposeContext): string | null {
  const f = c.subject.facts.find((x) => /^after\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+(years?|months?)\s+(at|as|in|with)\s/i.test(x));
  return f ? f.replace(/^after\s+/i, '') : null;
}

/** The first sentence of a note. */
function firstSentence(text: string): string {
  return (/^.+?[.!?](?=\s|$)/.exec(text) ?? [text])[0];
}

function hasVerb(text: string): boolean {
  return /^(i|we)\b|\b(got|was|were|am|is|are|had|have|has|came|went|took|became|ran|finished|started|quit|left|burned|burnt|returned|moved)\b/i.test(text);
}
