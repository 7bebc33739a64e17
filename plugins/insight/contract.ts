/** The Insight plugin's public contract. */
declare module '@tessera/core' {
  interface GateKeys {
    /** The term engine has loaded in this window: messages can be marked. */
    'insight.ready': boolean;
  }
}

export {};
