// Free-text search: full text over the venues' search vectors (PostgreSQL's english configuration),
// with a misspelt word widened to the similar words of the storefront's vocabulary (the manual's
// recipe for "did you mean" on top of text search, run in memory: vocabulary.ts, text-index.ts).

/** At most this many words of a search count. */
const MAX_WORDS = 8;
/** Nearest known words looked at per unknown word. */
export const CANDIDATES = 5;
/** A correction needs this trigram similarity, and to be within MARGIN of the best one. */
const MIN_SIMILARITY = 0.25;
const MARGIN = 0.05;

/** The words of a search text, lowercase: letters and digits only, so no query syntax gets through. */
export function searchWordsOf(q: string): string[] {
  const words = q.toLowerCase().normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** The likely meant words: similar enough, and about as similar as the best (so "rooftp" is not also "room"). */
export function corrections(similar: { word: string; score: number }[]): string[] {
  const best = similar[0]?.score ?? 0;
  return similar.filter((c) => c.score >= MIN_SIMILARITY && c.score >= best - MARGIN).map((c) => c.word);
}

/** A lexeme of the english configuration, matched whole or as a prefix. */
export interface QueryTerm {
  lexeme: string;
  prefix: boolean;
}

/** What a search matches: every group (a search word) by any of its terms. */
export type TextQuery = QueryTerm[][];

/** A search word as the query needs it: its lexemes (none: a stop word) and those of its corrections. */
export interface QueryWord {
  word: string;
  lexemes: string[];
  corrections: string[][];
}

/**
 * Every word must match (AND); an unknown word may be any of its corrections (OR); the last word
 * also matches as a prefix ("roof" finds "rooftop"). Stop words are left out, and a correction that
 * is one. Null when nothing is left to search for (only stop words).
 */
export function textQuery(words: QueryWord[]): TextQuery | null {
  const kept = words.filter((w) => w.lexemes.length > 0);
  if (!kept.length) return null;
  return kept.map((w, i) => {
    const last = i === kept.length - 1 && w.word.length >= 3;
    const terms = new Map<string, boolean>();
    for (const lexeme of w.lexemes) terms.set(lexeme, last);
    for (const lexeme of w.corrections.flat()) terms.set(lexeme, terms.get(lexeme) ?? false);
    return [...terms].map(([lexeme, prefix]) => ({ lexeme, prefix }));
  });
}

/** The query as a tsquery literal ("'ballrom':* | 'ballroom'"): the key its matches are kept under, and what PostgreSQL would be asked. */
export function tsQueryText(query: TextQuery): string {
  const term = (t: QueryTerm) => `'${t.lexeme.replace(/['\\]/g, (c) => c + c)}'${t.prefix ? ':*' : ''}`;
  return query.map((group) => (group.length > 1 ? `( ${group.map(term).join(' | ')} )` : term(group[0]!))).join(' & ');
}
