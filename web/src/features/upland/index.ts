export { UplandSection } from './UplandSection';
export { linkStatusQuery } from './uplandApi';
