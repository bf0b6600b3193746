import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@venues/contracts';

/** The sign-in form's rules, downloaded at its first submit (lazyResolver in LoginForm). */
export const loginResolver = zodResolver(loginBody);
