import { useSyncExternalStore } from 'react';
import { PRODUCT } from '@venues/mf-kit';

/**
 * The venues a visitor picked to compare, per storefront, kept in this browser (localStorage):
 * at most COMPARE_MAX, each with what the tray shows (name, photo) so it needs no server call.
 * The compare page itself reads its venues from its URL, not from here. Small and free of zod and
 * React components: the route table imports it to know whether to load the tray.
 */
export const COMPARE_MAX = 3;

export interface CompareItem {
  _id: string;
  slug: string;
  name: string;
  /** The photo's URL, for the tray's thumbnail. */
  photo: string | null;
}

export type AddResult = 'added' | 'already' | 'full';

/** A refused add, shown by the tray until the list changes. */
export interface CompareNotice {
  country: string;
  text: string;
}

export const compareKey = (country: string) => `${PRODUCT}:compare:${country.toLowerCase()}`;

function isItem(x: unknown): x is CompareItem {
  const i = x as CompareItem;
  return typeof i === 'object' && i !== null && typeof i._id === 'string' && typeof i.slug === 'string' && i.slug !== '' && typeof i.name === 'string' && (i.photo === null || typeof i.photo === 'string');
}

function readRaw(country: string): string | null {
  try {
    return localStorage.getItem(compareKey(country));
  } catch {
    return null;
  }
}

function parse(raw: string | null): CompareItem[] {
  try {
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isItem).slice(0, COMPARE_MAX) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
let notice: CompareNotice | null = null;
const emit = () => listeners.forEach((l) => l());

function write(country: string, items: CompareItem[]): void {
  try {
    localStorage.setItem(compareKey(country), JSON.stringify(items));
  } catch {
    // Storage full or blocked: the choice lasts until the page is left.
  }
  notice = null;
  emit();
}

export function readCompare(country: string): CompareItem[] {
  return parse(readRaw(country));
}

/** Adds a venue unless it is there already or the list is full (then the tray says why). */
export function addToCompare(country: string, item: CompareItem): AddResult {
  const list = readCompare(country);
  if (list.some((i) => i.slug === item.slug)) return 'already';
  if (list.length >= COMPARE_MAX) {
    notice = { country, text: `You can compare up to ${COMPARE_MAX} venues. Remove one to add ${item.name}.` };
    emit();
    return 'full';
  }
  write(country, [...list, { _id: item._id, slug: item.slug, name: item.name, photo: item.photo }]);
  return 'added';
}

export function removeFromCompare(country: string, slug: string): void {
  write(
    country,
    readCompare(country).filter((i) => i.slug !== slug),
  );
}

export function clearCompare(country: string): void {
  write(country, []);
}

export function compareNotice(country: string): string | null {
  return notice && notice.country === country ? notice.text : null;
}

export function dismissCompareNotice(): void {
  notice = null;
  emit();
}

export function subscribeCompare(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the list: this one follows.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(`${PRODUCT}:compare:`)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The same array while the stored text is the same (useSyncExternalStore compares snapshots).
const snapshots = new Map<string, { raw: string | null; items: CompareItem[] }>();
function snapshot(country: string): CompareItem[] {
  const raw = readRaw(country);
  const last = snapshots.get(country);
  if (last && last.raw === raw) return last.items;
  const items = parse(raw);
  snapshots.set(country, { raw, items });
  return items;
}

const NONE: CompareItem[] = [];

/** The storefront's list, re-rendering on every change (this tab or another). */
export function useCompareList(country: string): CompareItem[] {
  return useSyncExternalStore(subscribeCompare, () => snapshot(country), () => NONE);
}

export function useCompareNotice(country: string): string | null {
  return useSyncExternalStore(subscribeCompare, () => compareNotice(country), () => null);
}

/** `/sg/compare?venues=a,b,c`: the page compares what its URL names (a link to share). */
export function compareHref(country: string, slugs: readonly string[]): string {
  return `/${country}/compare?venues=${slugs.map(encodeURIComponent).join(',')}`;
}

/** The slugs a compare URL names: distinct, non-empty, at most COMPARE_MAX. */
export function slugsFromSearch(search: string): string[] {
  const raw = new URLSearchParams(search).get('venues') ?? '';
  return [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))].slice(0, COMPARE_MAX);
}
