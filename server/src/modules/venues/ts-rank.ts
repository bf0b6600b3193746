// PostgreSQL's ts_rank (default weights, no normalisation) worked out in memory, step for step as
// src/backend/utils/adt/tsrank.c does it in single precision, so venues rank exactly as they did
// when the database ranked them. A position is stored as there: weight << 14 | position (A = 3 … D = 0).

const fround = Math.fround;
/** The weights of D, C, B and A. */
const WEIGHTS = [fround(0.1), fround(0.2), fround(0.4), 1];
/** A position's weight. */
export const weightOf = (pos: number): number => WEIGHTS[pos >> 14]!;
/** Where a lexeme without positions is taken to be (MAXENTRYPOS - 1). */
export const NO_POSITION = 0x3fff;

/** tsrank.c word_distance(): how much two words this far apart count together (1e-30 beyond 100). */
const wordDistance = (d: number): number => (d > 100 ? fround(1e-30) : fround(1 / (1.005 + 0.05 * Math.exp(d / 1.5 - 2))));
/** What a pair of positions adds in calc_rank_and(), by their weights and distance (1 to 100, 101 for farther). */
const PAIR = Float32Array.from({ length: 16 * 102 }, (_, k) => {
  const weights = Math.floor(k / 102);
  return fround(Math.sqrt(fround(fround(WEIGHTS[weights >> 2]! * WEIGHTS[weights & 3]!) * wordDistance(k % 102))));
});

/**
 * What one lexeme of a document adds to calc_rank_or() (before the division by the query's
 * items): the first occurrence counts most, later ones less (1/j²), the heaviest weight in full.
 */
export function orScore(positions: Uint16Array, from: number, to: number): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; j < to - from; j++) {
    const w = weightOf(positions[from + j]!);
    resj = fround(resj + fround(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return fround(fround(wjm + resj) - fround(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685;
}

/**
 * calc_rank_and()'s step for a lexeme of item i against the lexeme kept for an earlier item k:
 * every pair of their positions, nearer pairs counting more. `res` is the rank so far (-1: none yet).
 */
export function andScore(res: number, positions: Uint16Array, from: number, to: number, otherFrom: number, otherTo: number): number {
  for (let l = from; l < to; l++) {
    const a = positions[l]!;
    for (let p = otherFrom; p < otherTo; p++) {
      const b = positions[p]!;
      const dist = Math.abs((a & 0x3fff) - (b & 0x3fff));
      // (Two lexemes at one position do not count: PostgreSQL counts that only for a lexeme without positions, which no venue has.)
      if (dist === 0) continue;
      const curw = PAIR[(((a >> 14) << 2) | (b >> 14)) * 102 + (dist > 100 ? 101 : dist)]!;
      res = res < 0 ? curw : fround(1 - (1 - res) * (1 - curw));
    }
  }
  return res;
}
