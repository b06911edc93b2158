import { CONTROL_CHARS, LONE_SURROGATE } from 'shared/contracts';

/**
 * The Title A-Z order: what a reader expects of an index, on SQLite and PostgreSQL alike. Both compare text by code
 * point, where 'École' and 'ábc' come after 'Zebra' and 'zoo', so the order is a key the app computes and stores
 * (`library_posts.title_sort`, compared by code point on both engines): the title lower-cased, accents and other
 * marks dropped, a few letters without a decomposition spelled as the letters they file under ('Øre' → 'ore',
 * 'Straße' → 'strasse'), control and format characters left out. Titles that read the same then follow their exact
 * spelling ('Apple' before 'apple', 'Ecole' before 'École'), and the id breaks what is still tied.
 */

const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h', ŋ: 'n' };
const FOLDED_LETTERS = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');
/** Between the folded title and the exact one: below every character the folded part can hold ('ab' before 'ab c'). */
const SEPARATOR = '\u0001';

export function titleSortKey(title: string): string {
  const folded = title
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(FOLDED_LETTERS, (c) => LETTERS[c])
    .replace(/\p{C}/gu, '');
  return `${folded}${SEPARATOR}${title}`;
}

/**
 * Whether `value` can be a key of titleSortKey: one separator and no other control character (titles hold none:
 * the edge refuses them), no lone surrogate. A cursor carries the key, so this is how a forged one is told apart.
 */
export function isTitleSortKey(value: string): boolean {
  const parts = value.split(SEPARATOR);
  return parts.length === 2 && !CONTROL_CHARS.test(parts.join('')) && !LONE_SURROGATE.test(value);
}
