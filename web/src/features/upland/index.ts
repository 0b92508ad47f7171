export { UplandLink } from './UplandLink';
export { UplandSection } from './UplandSection';
