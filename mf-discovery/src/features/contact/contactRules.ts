import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageBody } from '@venues/contracts';

/** The contact form's rules, downloaded at its first submit (lazyResolver in ContactForm). */
export const contactResolver = zodResolver(contactMessageBody);
