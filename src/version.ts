export { APP_VERSION, CLIENT_BUILD } from '../core/version';
