/**
 * '@tessera/core/testing/demo': what a plugin's slice of the demo contact centre
 * (`plugins/<id>/demo/index.ts`) builds with. Demo-only: the production build never imports it.
 */
export { defineDemoSlice, type DemoSlice, type DemoSliceControl } from './slices';
export type { CoreDemoControl, DemoControl } from './control';
export type { DemoModel } from './model/DemoModel';
/** A model on a manual clock with its hub events collected: the start of a slice's model test. */
export { refusal, testModel } from './model/testModel';
export type { DemoConversation, DemoUser } from './model/types';
export { DemoError } from './model/types';
export { AGENT_ID, DEMO_PASSWORD, SUPERVISOR_ID } from './model/accounts';
export { AVAILABILITY, findAvailability } from './model/availability';
export { MINUTE } from './model/clock';
export { samplePdf, samplePng, sampleWav } from './model/sampleFiles';
export { isOpen } from './model/conversationOps';
export { isChatChannel } from './model/skills';
export { authed, fail, guarded, type HandlerContext, languageOf, ok, param, readBody, text } from './handlers/respond';
export { apiPattern, apiUrl } from './handlers/urls';
export { asDataUrl, bytesOf } from './handlers/dataUrl';
/** The configured backend (its `product` prefix): a slice serves the paths the app calls. */
export { getConfig } from '../../config';
