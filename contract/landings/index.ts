export * from './content';
export * from './landings';
export * from './subdomain';
export * from './domainName';
export * from './domains';
export * from './ai';
