import { zodResolver } from '@hookform/resolvers/zod';
import { announcementInput } from '@venues/contracts';

// The announcement form's rules, downloaded at its first submit (lazyResolver from @venues/mf-kit),
// so zod and the contracts schema are not part of the pages. The contracts schema is the one the API
// parses: the form and the server refuse the same inputs with the same messages.
export const announcementResolver = zodResolver(announcementInput);
