export * from './errors';
export * from './location';
export * from './mapData';
export * from './sheets';
export * from './upland';
