import { useOutletContext } from 'react-router-dom';
import type { ProfileContext } from '../components/ProfileLayout';

/** The signed-in user, loaded by the profile layout. */
export function useProfileUser() {
  return useOutletContext<ProfileContext>().user;
}
