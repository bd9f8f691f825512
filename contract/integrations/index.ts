export * from './model';
export * from './calls';
