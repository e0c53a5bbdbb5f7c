// altcha-lib publishes its classic protocol (v1: SHA-256 of salt + number) under the `altcha-lib/v1` export,
// which TypeScript's Node resolution of this project does not read: its types, named by path.
declare module 'altcha-lib/v1' {
  export * from 'altcha-lib/dist/cjs/v1/index';
  export type { Challenge, Payload } from 'altcha-lib/dist/cjs/v1/types';
}
