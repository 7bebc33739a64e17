/** Product version shown on the sign-in screen and sent with user events (spec 000 §1, §7). */
export const APP_VERSION = '1.44.0';
export const CLIENT_BUILD = '1.4.21844';
