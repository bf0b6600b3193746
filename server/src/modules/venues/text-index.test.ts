// The in-memory text index on hand-made vectors. Expected ranks are what PostgreSQL 15 answers for
// ts_rank(vector, query) on the same vectors (search.test.ts compares with the database itself).
import { TextIndex, type TextRow } from './text-index';
import type { TextQuery } from './text-query';
import { similarity, trigrams, Vocabulary } from './vocabulary';

const rows: TextRow[] = [
  { venue_id: 'a', vector: "'ballroom':2A,9C,14 'grand':1A 'hotel':5B", words: 'grand ballroom hotel' },
  { venue_id: 'b', vector: "'ballroom':2,200 'garden':30", words: 'ballroom garden' },
  { venue_id: 'c', vector: "'back\\\\slash':4 'plain' 'it''s':3A", words: 'its' },
  { venue_id: 'gone', vector: "'ballroom':1A", words: 'ballroom' },
];
const position = new Map([
  ['a', 0],
  ['b', 1],
  ['c', 2],
]);
const index = new TextIndex(3, rows, (id) => position.get(id));
const term = (lexeme: string, prefix = false) => ({ lexeme, prefix });
const ranks = (q: TextQuery) => {
  const { venues, rank } = index.match(q);
  return Object.fromEntries([...venues].map((v, k) => [['a', 'b', 'c'][v]!, rank[k]]));
};

test('matches as @@ does: every word, any of its terms, a prefix term any lexeme it begins', () => {
  expect(Object.keys(ranks([[term('ballroom')]]))).toEqual(['a', 'b']);
  expect(Object.keys(ranks([[term('ballroom')], [term('garden')]]))).toEqual(['b']);
  expect(Object.keys(ranks([[term('ball', true)], [term('hotel'), term('garden')]]))).toEqual(['a', 'b']);
  expect(Object.keys(ranks([[term('ball')]]))).toEqual([]);
  expect(Object.keys(ranks([[term('ballroom')], [term('nowhere', true)]]))).toEqual([]);
  // (A venue the storefront index does not know, 'gone', is left out.)
});

test('reads quotes and backslashes written twice', () => {
  expect(Object.keys(ranks([[term("it's")]]))).toEqual(['c']);
  expect(Object.keys(ranks([[term('back\\slash')]]))).toEqual(['c']);
});

test('ranks exactly as ts_rank: one word, alternatives, several words near and far', () => {
  expect(ranks([[term('ballroom')]])).toEqual({ a: Math.fround(0.6450781), b: Math.fround(0.075990885) });
  expect(ranks([[term("it's")]])).toEqual({ c: Math.fround(0.6079271) });
  // A lexeme without positions counts as one occurrence of weight D.
  expect(ranks([[term('plain')]])).toEqual({ c: Math.fround(0.06079271) });
  expect(ranks([[term('grand')], [term('ballroom')]])).toEqual({ a: Math.fround(0.9939354) });
  expect(ranks([[term('ball', true)], [term('hotel')]])).toEqual({ a: Math.fround(0.7483147) });
  expect(ranks([[term('ballrom', true), term('ballroom')]])).toEqual({ a: Math.fround(0.32253906), b: Math.fround(0.037995443) });
  expect(ranks([[term('garden')], [term('ballroom')]])).toEqual({ b: Math.fround(0.00010749644) });
});

test('trigram similarity is pg_trgm’s', () => {
  expect([...trigrams('cat')]).toEqual(['  c', ' ca', 'cat', 'at ']);
  expect(similarity('ballrom', 'ballroom')).toBe(Math.fround(0.7));
  expect(similarity('marnia', 'marina')).toBe(Math.fround(0.27272728));
  expect(similarity('confrence', 'conference')).toBe(Math.fround(0.61538464));
  expect(similarity('rooftp', 'rooftop')).toBe(Math.fround(0.5));
  expect(similarity('qokka', 'quokka')).toBe(Math.fround(0.44444445));
  expect(similarity('café', 'cafe')).toBe(Math.fround(0.42857143));
});

test('the vocabulary: words with the venues using them, nearest first, the more used first among equals', () => {
  const v = new Vocabulary([
    ['hull', 'halls', 'wi-fi', 'ball'],
    ['hull', 'hall'],
    ['hull', 'ball'],
  ]);
  expect(v.has('hull')).toBe(true);
  // Only words a search can type are kept.
  expect(v.has('wi-fi')).toBe(false);
  expect(v.count('hull')).toBe(3);
  expect(v.nearest('hal', 3).map((n) => n.word)).toEqual(['hall', 'halls', 'hull']);
  // "hall" and "hull" are as near to "hell" as each other: "hull" is used by more venues.
  expect(v.nearest('hell', 4)).toEqual([
    { word: 'hull', score: 0.25 },
    { word: 'hall', score: 0.25 },
    { word: 'ball', score: Math.fround(1 / 9) },
    { word: 'halls', score: Math.fround(0.1) },
  ]);
  expect(v.nearest('zzz', 3)).toEqual([]);
});
