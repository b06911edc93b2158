import type { ComposeContext } from './compose';
import { roleText, sentence, upperFirst, withArticle } from './text';

/**
 * A request typed as a list of points ("- reduced scrap rate 22%\n- zero lost-time injuries in 2024\n- trained 40
 * operators on TPM\nturn this into a post"): the member's points are the post. They stay a list, in the member's
 * words and order, under a hook that says what they are; nothing is added about them that the member did not say.
 */

const BULLET = /^\s*(?:[-*•–—→✅]|\d{1,2}[.)])\s+(.+?)\s*$/;

/** The points of a request written as a list (two or more), and what the member wrote around them; null otherwise. */
export function pointsOf(text: string): { points: string[]; rest: string; lead?: string } | null {
  // "3 clauses every founder should check in a term sheet: liquidation preference, pro rata rights, board seats".
  const colon = /^([^:\n]{8,120}?):\s*([^:\n]+)$/.exec(text.trim());
  if (colon && /\b(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+\w+/i.test(colon[1])) {
    const items = colon[2].replace(/[.!]+$/, '').split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).map((p) => p.trim()).filter(Boolean);
    if (items.length >= 3 && items.every((p) => p.split(/\s+/).length <= 6)) {
      return { points: items.slice(0, 8).map((p) => upperFirst(p)), rest: colon[1], lead: colon[1].trim() };
    }
  }
  const lines = text.split(/\r?\n/);
  const points = lines.map((l) => BULLET.exec(l)?.[1]).filter((p): p is string => !!p && /[\p{L}\p{N}]/u.test(p));
  if (points.length < 2) return null;
  const rest = lines.filter((l) => !BULLET.test(l)).join(' ').trim();
  return { points: points.slice(0, 8).map((p) => upperFirst(p.replace(/[.;,]+$/, ''))), rest };
}

/** A list the member introduced ("3 clauses every founder should check …:"): their line is the hook. */
function adviceList(points: string[], c: ComposeContext, lead: string): string[] {
  const who = c.audience ? c.audience.replace(/^(the|my|our)\s+/i, '') : null;
  const first = `If you only have time for one of them, let it be ${points[0].toLowerCase()}.`;
  const ask = `${who ? `${upperFirst(who)}: which` : 'Which'} one would you add to the list, and which one did you learn about the hard way?`;
  return [`${upperFirst(lead.replace(/[.:]+$/, ''))}:`, points.map((p, i) => `${i + 1}. ${p}`).join('\n'), first, ask];
}

const COUNT = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];

/** The post: a hook that counts the points, the points, why the member shares them, and a question to the reader. */
export function pointsPost(points: string[], c: ComposeContext, lead?: string): string[] {
  if (lead) return adviceList(points, c, lead);
  const numbers = points.filter((p) => /\d/.test(p)).length >= Math.ceil(points.length / 2);
  const year = /\b(20\d\d)\b/.exec(points.join(' '))?.[1];
  const what = numbers ? 'results' : 'things';
  const hook = `${COUNT[points.length]} ${what} worth sharing${year ? ` from ${year}` : ''}:`;
  const who = c.audience ? c.audience.replace(/^(the|my|our)\s+/i, '') : null;
  // Said in the member's role, about these points: never a line that would fit anyone's list.
  const as = c.role ? `As ${withArticle(roleText(c.role))}, ` : '';
  const why = upperFirst(`${as}these are the ${what} I'll remember${year ? ` from ${year}` : ''}, and the people behind "${points[0].toLowerCase()}" are the reason I can write them down.`);
  const ask = who
    ? `${upperFirst(who)}: which of these would you want to hear more about?`
    : 'Which of these would you want to hear more about?';
  return [hook, points.map((p) => `• ${sentence(p).replace(/\.$/, '')}`).join('\n'), why, ask];
}
