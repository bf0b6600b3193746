// @venues/contracts/api: the zod schemas of the API's answers and routes (server and OpenAPI only; see common.ts).
export * from './common';
export * from './answers';
export * from './routes';
export * from './enquiries';
export * from './offers';
export * from './shortlists';
export * from './bookings';
export * from './sales';
export * from './estimates';
export * from './owner-venues';
export * from './availability';
export * from './team';
export * from './admin';
export * from './admin-review';
export * from './seo';
export * from './payouts';
export * from './booking-moves';
