import type { CountrySetting } from '@venues/contracts';
import type { CountryRepository } from './repository';

export class CountryService {
  constructor(private readonly repo: CountryRepository) {}

  /** The enabled storefronts of a tenant, sorted by name (docs/spec.md §3), read from the database on every request (docs/admin.md). */
  async list(tenantId: string): Promise<CountrySetting[]> {
    const rows = await this.repo.activeSorted(tenantId);
    return rows.map((r) => ({
      _id: r.id,
      country_name: r.countryName,
      cca2: r.cca2,
      photo: r.photos,
      currency: r.currency,
      active: r.active,
      phone_country: r.phoneCountry || r.cca2,
      is_default: r.isDefault,
    }));
  }
}
