import type { DataEnvelope, OwnerDashboard, SalesQuery, SalesReport } from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { unwrap } from './unwrap';

// The sales module of the server (server/src/modules/sales, docs/sales.md): owners and venue admins.

export const salesApi = {
  /** The owner's dashboard: today's enquiries, upcoming bookings and what waits for an answer (the caller's organisation). */
  async dashboard(): Promise<OwnerDashboard> {
    return unwrap(await http.get<DataEnvelope<OwnerDashboard>>('/v1/owner/dashboard'));
  },
  async report(query: SalesQuery = {}): Promise<SalesReport> {
    return unwrap(await http.get<DataEnvelope<SalesReport>>('/v1/owner/sales', { params: query }));
  },
  /** The bookings behind the figures, one row each (SALES_CSV_COLUMNS). */
  async csv(query: SalesQuery = {}): Promise<Blob> {
    return (await http.get<Blob>('/v1/owner/sales.csv', { params: query, responseType: 'blob' })).data;
  },
};
