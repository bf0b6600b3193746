import { GEOCODE_LIMITS, type GeocodeAnswer } from '@venues/contracts/api';
import { AppError } from '../lib/errors';
import { rateLimited, type RateLimitStore } from '../plugins/rate-limit';
import type { Geocoder } from './geocoder';

/**
 * GET /v1/geocode: the listing's address search. Each caller may search GEOCODE_LIMITS.perMinute
 * times a minute (typing is debounced by the page, so that is generous); whatever the provider.
 */
export class GeocodeService {
  constructor(
    private readonly geocoder: Geocoder,
    private readonly limits: RateLimitStore,
    private readonly log: { warn: (o: object, msg: string) => void } = { warn: () => undefined },
  ) {}

  async search(userId: string, q: string, country: string | undefined): Promise<GeocodeAnswer> {
    const hits = await this.limits.hit(`geocode:${userId}`, 60_000);
    if (hits.count > GEOCODE_LIMITS.perMinute) throw rateLimited(hits.resetMs, 'Too many address searches: wait a moment, or place the pin on the map by hand.');
    try {
      const candidates = await this.geocoder.search(q, { country, limit: GEOCODE_LIMITS.candidates });
      return { candidates, source: this.geocoder.name };
    } catch (err) {
      this.log.warn({ err, geocoder: this.geocoder.name }, 'geocoder failed');
      throw new AppError('INTERNAL', 'The address search is not answering just now: place the pin on the map by hand.', {}, 503);
    }
  }
}
