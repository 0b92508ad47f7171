export { UplandSection } from './UplandSection';
export { useMyProperties } from './mine';
export { linkStatusQuery } from './uplandApi';
