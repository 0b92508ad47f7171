export * from './errors';
export * from './location';
export * from './mapData';
export * from './mapDataHistory';
export * from './sheets';
export * from './upland';
export * from './endpoint';
export * from './endpoints';
