import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countrySettings } from '../../db/schema';

export class CountryRepository {
  constructor(private readonly db: Db) {}

  activeSorted(tenantId: string) {
    return this.db
      .select()
      .from(countrySettings)
      .where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.active, true)))
      .orderBy(asc(countrySettings.countryName));
  }
}
