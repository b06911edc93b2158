/**
 * A message that is only small talk ('hi', 'thanks!', 'ok', 'what can you do?') is answered as a person would, in a
 * line, instead of being read as the subject of a post (a post about 'hi', or 'Thanks!' rewriting the last draft).
 * The answers are fixed sentences, so the chat can tell them from posts (`isSmallTalkReply`): they are not drafts
 * to revise, nor content for the member's history.
 */

const GREETING = /^(hi|hii+|hello|hey|heya|hiya|yo|howdy|greetings|good (morning|afternoon|evening|day))( there| again| everyone| team)?$/;
const THANKS = /^(thanks|thank you|thank you so much|thanks a lot|many thanks|thx|ty|cheers|much appreciated)$/;
const ACK = /^(ok|okay|k|cool|great|nice|perfect|awesome|amazing|love it|looks good|sounds good|got it|good|fine|wow|great thanks|perfect thanks|ok thanks|okay thanks|thanks great|thanks perfect)$/;
const HELP = /^(help|help me|what can you do|what do you do|how does this work|how do i use this|who are you|what are you)$/;

export const SMALL_TALK_REPLIES = {
  greeting:
    "Hi! Tell me what you'd like to post about: a win, a lesson, an opinion or news from your work. I'll draft the post, and you can ask for changes after.",
  thanks: 'Glad it helps! Ask for a change (shorter, a story, a question at the end) or give me a new subject for the next post.',
  help: 'I write LinkedIn posts. Give me a subject (a win, a lesson, an opinion), then ask for changes: shorter, longer, more casual, a story, a list, a question at the end, no hashtags.',
  noDraft:
    "There's no post in this chat yet to change. Tell me what you'd like to post about (a win, a lesson, an opinion) and I'll draft it; then ask for that change.",
} as const;

const REPLIES = new Set<string>(Object.values(SMALL_TALK_REPLIES));

/** The words of a message without punctuation, emoji or case: 'Hi there! 👋' → 'hi there'. */
function bare(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The answer to a message that is only small talk; null when the message asks for something (a subject, a change). */
export function smallTalkReply(message: string, { afterDraft }: { afterDraft: boolean }): string | null {
  const words = bare(message);
  if (!words) return null;
  if (HELP.test(words)) return SMALL_TALK_REPLIES.help;
  if (GREETING.test(words)) return SMALL_TALK_REPLIES.greeting;
  if (THANKS.test(words) || ACK.test(words)) return afterDraft ? SMALL_TALK_REPLIES.thanks : SMALL_TALK_REPLIES.greeting;
  return null;
}

/** Words that start a change to a post ('add a question', 'turn it into a story'), not a subject of one. */
const CHANGE_VERB = /^(add|remove|drop|cut|turn|make|put|use|end|start|change|rewrite|rephrase|shorten|lengthen|simplify|include|try)\b/;
const AGAIN = /^(try again|again|redo|redo it|one more|another one|another version|rewrite it)$/;

/**
 * Whether a message only asks for a change ('make it shorter', 'add a question', 'try again'): with no post in the
 * chat yet there is nothing to change, and writing a post about 'add a question' helps nobody. `subject` and
 * `changes` are what the request parser read (the subject left after the instructions; how many it recognised).
 */
export function asksOnlyForChange(message: string, { subject, changes }: { subject: string; changes: number }): boolean {
  const words = bare(message);
  if (AGAIN.test(words)) return true;
  if (changes === 0) return false;
  const rest = bare(subject);
  // Nothing left but the instruction's own words: 'add a question' (its subject), 'turn it into a story'.
  return rest === '' || (rest.split(' ').length <= 6 && (CHANGE_VERB.test(rest) || /^it\b/.test(rest)));
}

/** Whether a reply is one of the built-in writer's small-talk answers (not a post). */
export function isSmallTalkReply(content: string): boolean {
  return REPLIES.has(content.trim());
}
