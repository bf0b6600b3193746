// A storefront's vocabulary: the words of its published venues with how many venues use each, and
// the nearest of them to a misspelt word by trigram similarity, as pg_trgm's similarity() counts it
// (in memory: a trigram KNN query per unknown word cost more than the rest of a search).

/** pg_trgm's trigrams of one word: padded with two spaces before and one after, each counted once. */
export function trigrams(word: string): Set<string> {
  const chars = [' ', ' ', ...word, ' '];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return out;
}

/** pg_trgm's similarity(): shared trigrams over all trigrams of either word (a float4 there, so here). */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return score(shared, ta.size, tb.size);
}

const score = (shared: number, a: number, b: number) => (a + b === shared ? 0 : Math.fround(shared / (a + b - shared)));

export class Vocabulary {
  private readonly words: string[] = [];
  /** Venues using each word (same index as words). */
  private readonly counts: number[] = [];
  private readonly index = new Map<string, number>();
  /** Trigram → the words (indexes) that have it; each word's trigram count. */
  private readonly postings = new Map<string, number[]>();
  private readonly sizes: number[] = [];

  /** From each venue's distinct words. Only words a search can type (letters and digits) are kept. */
  constructor(venueWords: Iterable<readonly string[]>) {
    for (const list of venueWords) {
      for (const w of list) {
        const i = this.index.get(w);
        if (i !== undefined) this.counts[i]!++;
        else if (/^[\p{L}\p{N}]+$/u.test(w)) {
          this.index.set(w, this.words.push(w) - 1);
          this.counts.push(1);
        }
      }
    }
    this.words.forEach((w, i) => {
      const grams = trigrams(w);
      this.sizes.push(grams.size);
      for (const t of grams) {
        const list = this.postings.get(t);
        if (list) list.push(i);
        else this.postings.set(t, [i]);
      }
    });
  }

  get size(): number {
    return this.words.length;
  }

  has(word: string): boolean {
    return this.index.has(word);
  }

  /** Venues whose text uses the word. */
  count(word: string): number {
    const i = this.index.get(word);
    return i === undefined ? 0 : this.counts[i]!;
  }

  /** Answers of nearest(), kept: the same misspellings come back ("ballrom"), and this vocabulary never changes. */
  private near = new Map<string, { word: string; score: number }[]>();

  /** The `limit` words most similar to `word` (sharing a trigram at least), best first; among equals the more used, then by spelling. */
  nearest(word: string, limit: number): { word: string; score: number }[] {
    const key = `${limit}:${word}`;
    let found = this.near.get(key);
    if (!found) {
      if (this.near.size >= 10_000) this.near.clear();
      found = this.rank(word).slice(0, limit);
      this.near.set(key, found);
    }
    return found;
  }

  private rank(word: string): { word: string; score: number }[] {
    const grams = trigrams(word);
    const shared = new Map<number, number>();
    for (const t of grams) for (const i of this.postings.get(t) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    const found = [...shared].map(([i, n]) => ({ i, score: score(n, grams.size, this.sizes[i]!) }));
    found.sort((a, b) => b.score - a.score || this.counts[b.i]! - this.counts[a.i]! || (this.words[a.i]! < this.words[b.i]! ? -1 : 1));
    return found.map((f) => ({ word: this.words[f.i]!, score: f.score }));
  }
}
