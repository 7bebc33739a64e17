/** Build constants from rsbuild.config.ts (source.define). */
declare const __TESSERA_DEMO__: boolean;
