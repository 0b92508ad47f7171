export * from './errors';
export * from './location';
export * from './mapData';
export * from './mapDataHistory';
export * from './portfolio';
export * from './propertyAddress';
export * from './sheets';
export * from './upland';
