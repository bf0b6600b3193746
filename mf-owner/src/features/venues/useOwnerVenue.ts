import { useEffect, useState } from 'react';
import type { OwnerVenue } from '@venues/contracts';
import { ownerVenuesApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';

/** A venue of the team, kept current with what each save answers. */
export function useOwnerVenue(id: string) {
  const state = useData(() => ownerVenuesApi.get(id), [id], { skip: !id });
  const [venue, setVenue] = useState<OwnerVenue | undefined>(undefined);
  useEffect(() => setVenue(state.data), [state.data]);
  return { state, venue, setVenue };
}
