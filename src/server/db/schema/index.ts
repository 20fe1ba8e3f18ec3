export * from './enums';
export * from './accounts';
export * from './practice';
export * from './progress';
export * from './billing';
export * from './abuse';
export * from './live';
