import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountBody, updatePasswordBody } from '@venues/contracts';

// The plain profile forms' rules: the contracts' schemas (the ones the server parses), downloaded
// together at a form's first submit (lazyResolver from @venues/mf-kit), so zod is not part of the pages.
export const updatePasswordResolver = zodResolver(updatePasswordBody);
export const deleteAccountResolver = zodResolver(deleteAccountBody);
