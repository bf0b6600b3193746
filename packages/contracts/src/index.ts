export * from './roles';
export * from './constants';
export * from './errors';
export * from './common';
export * from './auth';
export * from './user';
export * from './announcements';
export * from './misc';
