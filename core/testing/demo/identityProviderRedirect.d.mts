import type { IncomingMessage, ServerResponse } from 'node:http';

/** Path of the demo identity provider page the POST /auth/sso redirect leads to. */
export const DEMO_IDP_PATH: string;
/** Answers a POST to a path ending in /auth/sso (303 to the demo IdP) and returns true; otherwise false. */
export function answerDemoSsoPost(req: IncomingMessage, res: ServerResponse): boolean;
/** answerDemoSsoPost as a connect middleware. */
export function demoSsoMiddleware(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void;
