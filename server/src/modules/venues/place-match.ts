// How a typed place ("marina", "clarke", "marna bay", "Kuala Lumpur") finds the areas and cities
// of a storefront (docs/adr/0104-where-places.md). In tiers, the first that finds any place wins:
// 1. the whole name, ignoring case ("Marina Bay");
// 2. by words: each typed word starts a word of the name, in order ("marina" → Marina Bay,
//    "clarke" → Clarke Quay, "bay" → Marina Bay, "kuala l" → Kuala Lumpur);
// 3. with a typo: each typed word is a word of the name with a slip — trigram similarity as the
//    text search's vocabulary counts it (vocabulary.ts), or one edit (two from 8 letters), the
//    last typed word also as a prefix ("marna bay", "marnia bay", "clarek").
import { similarity } from './vocabulary';

/** Lower-cased words of a place name or a typed place (letters and digits). */
export function placeWords(s: string): string[] {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Optimal string alignment distance (an edit, or two letters swapped, counts one), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Whether a typed word is a name word with a slip (words of 4 letters or more only). */
function nearWord(typed: string, word: string, asPrefix: boolean): boolean {
  if (typed.length < 4) return false;
  const max = typed.length >= 8 ? 2 : 1;
  if (editDistance(typed, word, max) <= max || similarity(typed, word) >= 0.4) return true;
  // The last typed word may be cut short: compare with the start of the name word.
  return asPrefix && word.length > typed.length && editDistance(typed, word.slice(0, typed.length), 1) <= 1;
}

/** Whether the typed words match the name's words in order, each by `fits`. */
function inOrder(typed: string[], name: string[], fits: (t: string, w: string, last: boolean) => boolean): boolean {
  let from = 0;
  for (let k = 0; k < typed.length; k++) {
    let at = from;
    while (at < name.length && !fits(typed[k]!, name[at]!, k === typed.length - 1)) at++;
    if (at === name.length) return false;
    from = at + 1;
  }
  return true;
}

/** 0 whole name, 1 by words, 2 with a typo, -1 no match. */
export function placeTier(query: string, name: string): number {
  const typed = placeWords(query);
  if (!typed.length) return -1;
  const words = placeWords(name);
  if (typed.join(' ') === words.join(' ')) return 0;
  if (inOrder(typed, words, (t, w) => w.startsWith(t))) return 1;
  if (inOrder(typed, words, (t, w, last) => w.startsWith(t) || nearWord(t, w, last))) return 2;
  return -1;
}
