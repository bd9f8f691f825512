export * from './content';
export * from './landings';
export * from './subdomain';
