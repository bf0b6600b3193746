/** `/sg/favorites/favoritesfolder?folder=<id>&page=2`: one folder's page (the SPEC path has no id segment). */
export function folderHref(country: string, folderId: string, page = 1): string {
  return `/${country}/favorites/favoritesfolder?folder=${encodeURIComponent(folderId)}${page > 1 ? `&page=${page}` : ''}`;
}
