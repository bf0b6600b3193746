// The database schema, one file per domain; drizzle-kit reads this barrel (drizzle.config.ts).
// A domain's tables import what they reference from core.ts, never from this file (no cycles).
export * from './core';
export * from './accounts';
export * from './discovery';
export * from './enquiries';
export * from './bookings';
export * from './availability';
export * from './admin';
export * from './payouts';
