import { and, asc, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { countrySettings } from '../../db/schema';

export class CountryRepository extends Repository {
  activeSorted(tenantId: string) {
    return this.db
      .select()
      .from(countrySettings)
      .where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.active, true)))
      .orderBy(asc(countrySettings.countryName));
  }

  /** Whether `cca2` is one of the tenant's active storefronts. */
  async isActive(tenantId: string, cca2: string): Promise<boolean> {
    const r = await this.db
      .select({ cca2: countrySettings.cca2 })
      .from(countrySettings)
      .where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.cca2, cca2), eq(countrySettings.active, true)));
    return r.length > 0;
  }
}
