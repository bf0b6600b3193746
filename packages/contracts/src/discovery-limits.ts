// Page sizes and caps of discovery, apart from the vocabularies (./discovery-lists): every
// discovery page's route table reaches these (search parameters, recently viewed), and with the
// lists beside them each of those pages downloaded every label of every list.
export const SEARCH_LIMITS = { defaultLimit: 12, maxLimit: 48, maxPage: 500 } as const;
export const REVIEW_LIMITS = { defaultLimit: 10, maxLimit: 50, newestOnVenue: 5 } as const;
export const FAVORITE_LIMITS = { folderName: 60, folders: 100, defaultLimit: 24, maxLimit: 48 } as const;
/** Recently viewed: the newest this many are kept per user (and per browser). */
export const RECENTLY_VIEWED_MAX = 50;
