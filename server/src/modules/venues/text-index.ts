// One storefront's search vectors in memory: for each lexeme the venues that have it, with its
// positions and weights, so a text search (the match and ts_rank) costs no query. Built from
// venue_search.search_vector as PostgreSQL made it, so stemming and stop words stay PostgreSQL's;
// the storefront index (storefront-index.ts) holds one, rebuilt whenever it is.
import { andScore, NO_POSITION, orScore } from './ts-rank';
import type { QueryTerm, TextQuery } from './text-query';
import { Vocabulary } from './vocabulary';

/** A venue_search row as loaded for text search: the vector in tsvector's text form, and the venue's words (a space between). */
export interface TextRow {
  venue_id: string;
  vector: string;
  words: string;
}

/** The venues matching a text query (positions in the storefront index, ascending) with their ts_rank. */
export interface TextHits {
  venues: Uint32Array;
  rank: Float32Array;
}

const QUOTE = 39; // '
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;

/** A typed array that grows as values are pushed. */
class Column<A extends Uint32Array | Uint16Array> {
  length = 0;
  constructor(
    public data: A,
    private readonly make: (n: number) => A,
  ) {}
  push(v: number): void {
    if (this.length === this.data.length) {
      const more = this.make(this.data.length * 2);
      more.set(this.data);
      this.data = more;
    }
    this.data[this.length++] = v;
  }
}

/**
 * Reads a tsvector's text form ('dock':1A,22 'hall':7C): `lexeme` is called with each lexeme,
 * then `position` with each of its positions as stored (weight << 14 | position).
 */
function parseVector(text: string, lexeme: (l: string) => void, position: (p: number) => void): void {
  let i = 0;
  while (i < text.length) {
    if (text.charCodeAt(i) !== QUOTE) {
      i++;
      continue;
    }
    // A lexeme in quotes; a quote or backslash inside is written twice.
    let word = '';
    let from = ++i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === QUOTE || c === BACKSLASH) {
        word += text.slice(from, i);
        if (c === QUOTE && text.charCodeAt(i + 1) !== QUOTE) break;
        word += text[i];
        from = i += 2;
      } else i++;
    }
    i++;
    lexeme(word);
    if (text.charCodeAt(i) !== COLON) continue;
    do {
      i++;
      let pos = 0;
      for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i)) pos = pos * 10 + c - 48;
      const w = text.charCodeAt(i);
      // A = 3, B = 2, C = 1; D is not written.
      const weight = w >= 65 && w <= 67 ? 68 - w : 0;
      if (weight) i++;
      position((weight << 14) | pos);
    } while (text.charCodeAt(i) === COMMA);
  }
}

export class TextIndex {
  readonly vocabulary: Vocabulary;
  /** Every lexeme of the storefront, in order (JavaScript's, PostgreSQL's for the lexemes of venue texts). */
  private readonly lexemes: string[];
  /** Lexeme k's postings are [lexemeStart[k], lexemeStart[k + 1]), by venue. */
  private readonly lexemeStart: Uint32Array;
  /** Posting p: its venue, and its positions [positionStart[p], positionStart[p + 1]). */
  private readonly venue: Uint32Array;
  private readonly positionStart: Uint32Array;
  private readonly positions: Uint16Array;

  /** `size` venues; `positionOf` places a venue id in the storefront index (rows it does not know are left out). */
  constructor(
    private readonly size: number,
    rows: TextRow[],
    positionOf: (venueId: string) => number | undefined,
  ) {
    const byVenue: (TextRow | undefined)[] = new Array(size);
    for (const r of rows) {
      const i = positionOf(r.venue_id);
      if (i !== undefined) byVenue[i] = r;
    }
    this.vocabulary = new Vocabulary(byVenue.flatMap((r) => (r?.words ? [r.words.split(' ')] : [])));
    // Every posting in venue order (lexeme, venue, where its positions start), then grouped by
    // lexeme: stable, so each lexeme's postings stay in venue order.
    const ids = new Map<string, number>();
    const lexemeOf = new Column(new Uint32Array(1 << 16), (n) => new Uint32Array(n));
    const venueOf = new Column(new Uint32Array(1 << 16), (n) => new Uint32Array(n));
    const startOf = new Column(new Uint32Array(1 << 16), (n) => new Uint32Array(n));
    const positions = new Column(new Uint16Array(1 << 16), (n) => new Uint16Array(n));
    const close = () => {
      // A lexeme without positions is taken to be at the last one, weight D.
      if (lexemeOf.length && startOf.data[startOf.length - 1] === positions.length) positions.push(NO_POSITION);
    };
    byVenue.forEach((r, v) => {
      if (!r) return;
      parseVector(
        r.vector,
        (lexeme) => {
          close();
          let id = ids.get(lexeme);
          if (id === undefined) ids.set(lexeme, (id = ids.size));
          lexemeOf.push(id);
          venueOf.push(v);
          startOf.push(positions.length);
        },
        (p) => positions.push(p),
      );
    });
    close();
    startOf.push(positions.length);
    this.lexemes = [...ids.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const rankOf = new Uint32Array(ids.size);
    this.lexemes.forEach((l, k) => (rankOf[ids.get(l)!] = k));
    const n = lexemeOf.length;
    this.lexemeStart = new Uint32Array(this.lexemes.length + 1);
    for (let p = 0; p < n; p++) this.lexemeStart[rankOf[lexemeOf.data[p]!]! + 1]!++;
    for (let k = 0; k < this.lexemes.length; k++) this.lexemeStart[k + 1]! += this.lexemeStart[k]!;
    const next = this.lexemeStart.slice(0, -1);
    const order = new Uint32Array(n);
    for (let p = 0; p < n; p++) order[next[rankOf[lexemeOf.data[p]!]!]!++] = p;
    this.venue = new Uint32Array(n);
    this.positionStart = new Uint32Array(n + 1);
    this.positions = new Uint16Array(positions.length);
    for (let q = 0, at = 0; q < n; q++) {
      const p = order[q]!;
      this.venue[q] = venueOf.data[p]!;
      for (let j = startOf.data[p]!; j < startOf.data[p + 1]!; j++) this.positions[at++] = positions.data[j]!;
      this.positionStart[q + 1] = at;
    }
  }

  /** The lexemes a term matches: [from, to) in `lexemes`. */
  private range(t: QueryTerm): [number, number] {
    let lo = 0;
    let hi = this.lexemes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.lexemes[mid]! < t.lexeme) lo = mid + 1;
      else hi = mid;
    }
    let to = lo;
    if (t.prefix) while (to < this.lexemes.length && this.lexemes[to]!.startsWith(t.lexeme)) to++;
    else if (this.lexemes[lo] === t.lexeme) to = lo + 1;
    return [lo, to];
  }

  /** The venues matching the query (as `@@` does), ranked as ts_rank(search_vector, query) would rank them. */
  match(query: TextQuery): TextHits {
    // Each group sets its bit on the venues it matches; a match has every bit (a search has at most 8 words).
    const groups = new Uint8Array(this.size);
    const all = (1 << query.length) - 1;
    query.forEach((group, g) => {
      for (const term of group) {
        const [from, to] = this.range(term);
        for (let p = this.lexemeStart[from]!; p < this.lexemeStart[to]!; p++) groups[this.venue[p]!]! |= 1 << g;
      }
    });
    const slot = new Int32Array(this.size).fill(-1);
    const venues: number[] = [];
    for (let v = 0; v < this.size; v++) if (groups[v] === all) slot[v] = venues.push(v) - 1;
    return { venues: Uint32Array.from(venues), rank: this.rank(query, slot, venues.length) };
  }

  /**
   * ts_rank of each match (`slot`: venue → its place among the matches, -1 for others). As tsrank.c:
   * the query's distinct lexemes in order; several words are ranked by how near their occurrences
   * are (calc_rank_and), one word or its alternatives by occurrences and weights (calc_rank_or).
   */
  private rank(query: TextQuery, slot: Int32Array, count: number): Float32Array {
    const byLexeme = new Map<string, QueryTerm>();
    // (A lexeme asked for both whole and as a prefix counts once; PostgreSQL keeps either.)
    for (const t of query.flat()) if (!byLexeme.get(t.lexeme)?.prefix) byLexeme.set(t.lexeme, t);
    const items = [...byLexeme.values()].sort((a, b) => (a.lexeme < b.lexeme ? -1 : 1)).map((t) => this.range(t));
    const res = new Float32Array(count);
    if (query.length > 1 && items.length > 1) {
      res.fill(-1);
      // For each match and item, the posting of the item's last lexeme found so far (-1: none).
      const kept = new Int32Array(count * items.length).fill(-1);
      items.forEach(([from, to], i) => {
        for (let p = this.lexemeStart[from]!; p < this.lexemeStart[to]!; p++) {
          const m = slot[this.venue[p]!]!;
          if (m < 0) continue;
          for (let k = 0; k < i; k++) {
            const o = kept[m * items.length + k]!;
            if (o >= 0) res[m] = andScore(res[m]!, this.positions, this.positionStart[p]!, this.positionStart[p + 1]!, this.positionStart[o]!, this.positionStart[o + 1]!);
          }
          kept[m * items.length + i] = p;
        }
      });
      // No pair of positions at all ranks lowest, as there.
      for (let m = 0; m < count; m++) if (res[m]! < 0) res[m] = 1e-20;
      return res;
    }
    for (const [from, to] of items) {
      for (let p = this.lexemeStart[from]!; p < this.lexemeStart[to]!; p++) {
        const m = slot[this.venue[p]!]!;
        if (m >= 0) res[m] = res[m]! + orScore(this.positions, this.positionStart[p]!, this.positionStart[p + 1]!);
      }
    }
    for (let m = 0; m < count; m++) res[m] = res[m]! / items.length;
    return res;
  }
}
