export * from './model';
export * from './graph';
export * from './calls';
