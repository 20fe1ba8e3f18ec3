interface ImportMeta {
  /**
   * True in the compiled server, where scripts/build-server.mjs defines it (decision 190);
   * absent when the sources run through tsx or vitest.
   */
  readonly compiled?: boolean;
}
