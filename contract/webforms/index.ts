export * from './attribution';
export * from './webforms';
