export { UplandLink } from './UplandLink';
