export * from './messages/index.ts';
export * from './errors.ts';
export * from './common.ts';
export * from './content.ts';
export * from './health.ts';
export * from './auth.ts';
export * from './countries.ts';
export * from './dates.ts';
