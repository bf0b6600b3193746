/**
 * Search words' lexemes in the english configuration (none: a stop word), asked of PostgreSQL —
 * whose parser and stemmer made the search vectors, so a word and its venue texts always agree —
 * once per word: they depend on nothing else, so they are kept (up to a bound) and shared by
 * every storefront.
 */
export class Lexicon {
  private known = new Map<string, string[]>();

  constructor(
    private readonly load: (words: string[]) => Promise<Map<string, string[]>>,
    private readonly limit = 50_000,
  ) {}

  /** Lexemes of each word (one query for the words not asked before, none when all were). */
  async of(words: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    for (const w of words) if (this.known.has(w)) out.set(w, this.known.get(w)!);
    const missing = [...new Set(words.filter((w) => !out.has(w)))];
    if (missing.length) {
      const found = await this.load(missing);
      if (this.known.size + missing.length > this.limit) this.known.clear();
      for (const w of missing) {
        const lexemes = found.get(w) ?? [];
        this.known.set(w, lexemes);
        out.set(w, lexemes);
      }
    }
    return out;
  }
}
