export * from './mergeVariables';
export * from './templates';
export * from './domains';
export * from './sending';
export * from './stats';
