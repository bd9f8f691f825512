export * from './shapes';
export * from './campaigns';
export * from './assetKinds';
export * from './performance';
export * from './conversions';
export * from './limits';
export * from './closedLoop';
