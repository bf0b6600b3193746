// Free-text search: PostgreSQL full text over the venue's search vector, with misspelt words
// replaced by the similar words pg_trgm finds in search_words (the manual's recipe for
// "did you mean" on top of text search).

/** At most this many words of a search count. */
const MAX_WORDS = 8;
/** Nearest known words looked at per unknown word. */
export const CANDIDATES = 5;
/** A correction needs this trigram similarity, and to be within MARGIN of the best one. */
const MIN_SIMILARITY = 0.25;
const MARGIN = 0.05;

/** The words of a search text, lowercase: letters and digits only, so no tsquery syntax gets through. */
export function searchWordsOf(q: string): string[] {
  const words = q.toLowerCase().normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

export interface WordInfo {
  word: string;
  /** An English stop word ("the", "at"): left out of the query. */
  stop: boolean;
  /** True when the word itself occurs in some venue text. */
  known: boolean;
  /** The nearest known words with their trigram similarity, best first (only for unknown words). */
  similar: { word: string; score: number }[];
}

/** The likely meant words: similar enough, and about as similar as the best (so "rooftp" is not also "room"). */
export function corrections(similar: WordInfo['similar']): string[] {
  const best = similar[0]?.score ?? 0;
  return similar.filter((c) => c.score >= MIN_SIMILARITY && c.score >= best - MARGIN).map((c) => c.word);
}

/**
 * The to_tsquery text: every word must match (AND); an unknown word may be any of its
 * corrections (OR); the last word also matches as a prefix ("roof" finds "rooftop").
 * Null when nothing is left to search for (only stop words).
 */
export function toTsQueryText(words: WordInfo[]): string | null {
  const kept = words.filter((w) => !w.stop);
  if (!kept.length) return null;
  return kept
    .map((w, i) => {
      const last = i === kept.length - 1 && w.word.length >= 3;
      const terms = [w.word, ...(w.known ? [] : corrections(w.similar))];
      const alternatives = [...new Set(terms)].map((t, j) => (last && j === 0 ? `${t}:*` : t));
      return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0]!;
    })
    .join(' & ');
}
