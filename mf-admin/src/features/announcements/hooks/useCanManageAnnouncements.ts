import { canManageAnnouncements } from '@venues/contracts';
import { session } from '@venues/session';

/** Full admins and admin members may create, edit and delete; admin sales read only. Use inside observer(). */
export function useCanManageAnnouncements(): boolean {
  return canManageAnnouncements(session.roles);
}
