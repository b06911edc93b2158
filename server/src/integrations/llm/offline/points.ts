import type { ComposeContext } from './compose';
import { roleText, sentence, upperFirst, withArticle } from './text';

/**
 * A request typed as a list of points ("- reduced scrap rate 22%\n- zero lost-time injuries in 2024\n- trained 40
 * operators on TPM\nturn this into a post"): the member's points are the post. They stay a list, in the member's
 * words and order, under a hook that says what they are; nothing is added about them that the member did not say.
 */

const BULLET = /^\s*(?:[-*•–—→✅]|\d{1,2}[.)])\s+(.+?)\s*$/;

/** The points of a request written as a list (two or more), and what the member wrote around them; null otherwise. */
export function pointsOf(text: string): { points: string[]; rest: string } | null {
  const lines = text.split(/\r?\n/);
  const points = lines.map((l) => BULLET.exec(l)?.[1]).filter((p): p is string => !!p && /[\p{L}\p{N}]/u.test(p));
  if (points.length < 2) return null;
  const rest = lines.filter((l) => !BULLET.test(l)).join(' ').trim();
  return { points: points.slice(0, 8).map((p) => upperFirst(p.replace(/[.;,]+$/, ''))), rest };
}

const COUNT = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];

/** The post: a hook that counts the points, the points, why the member shares them, and a question to the reader. */
export function pointsPost(points: string[], c: ComposeContext): string[] {
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
