import { IANAZone } from 'luxon';
import type { DefaultOptionType } from 'antd/es/select';

/**
 * The demo storefronts' time zones (the first is the usual one) and where their maps start before a
 * pin is placed. A storefront not listed starts from the whole world and every zone.
 */
const STOREFRONTS: Record<string, { zones: string[]; center: { lat: number; lng: number; zoom: number } }> = {
  sg: { zones: ['Asia/Singapore'], center: { lat: 1.3521, lng: 103.8198, zoom: 11 } },
  my: { zones: ['Asia/Kuala_Lumpur', 'Asia/Kuching'], center: { lat: 3.139, lng: 101.6869, zoom: 8 } },
  ph: { zones: ['Asia/Manila'], center: { lat: 14.5995, lng: 120.9842, zoom: 8 } },
  hk: { zones: ['Asia/Hong_Kong'], center: { lat: 22.3193, lng: 114.1694, zoom: 11 } },
  id: { zones: ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Pontianak', 'Asia/Jayapura'], center: { lat: -6.2088, lng: 106.8456, zoom: 7 } },
  au: {
    zones: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth', 'Australia/Adelaide', 'Australia/Hobart', 'Australia/Darwin'],
    center: { lat: -33.8688, lng: 151.2093, zoom: 6 },
  },
  gb: { zones: ['Europe/London'], center: { lat: 51.5072, lng: -0.1276, zoom: 8 } },
  us: {
    zones: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix', 'America/Anchorage', 'Pacific/Honolulu'],
    center: { lat: 40.7128, lng: -74.006, zoom: 6 },
  },
};

/** The storefront's zones, valid ones only (its usual zone first). */
export const storefrontZones = (country: string): string[] => (STOREFRONTS[country]?.zones ?? []).filter((z) => IANAZone.isValidZone(z));

export const storefrontCenter = (country: string) => STOREFRONTS[country]?.center ?? { lat: 20, lng: 0, zoom: 2 };

const ALL: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/** The time-zone choices: the storefront's first, then every other zone (the venue's own kept even if unknown here). */
export function zoneOptions(country: string, current: string | null | undefined): DefaultOptionType[] {
  const mine = storefrontZones(country);
  const rest = ALL.filter((z) => !mine.includes(z));
  if (current && !mine.includes(current) && !rest.includes(current)) rest.unshift(current);
  const option = (z: string) => ({ value: z, label: z.replace(/_/g, ' ') });
  return mine.length ? [{ label: 'In this storefront', options: mine.map(option) }, { label: 'All time zones', options: rest.map(option) }] : rest.map(option);
}

/** The zone a venue starts with: its own, else the storefront's usual one. */
export const defaultZone = (country: string, current: string | null | undefined) => current || storefrontZones(country)[0] || '';
