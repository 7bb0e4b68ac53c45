/**
 * The part of the tr46 package (5.1.1, UTS #46 Unicode IDNA Compatibility Processing) that the
 * domain parser calls (loaded through src/platform/lazy-modules.ts). The package ships no types.
 */
declare module "tr46" {
  export interface ToASCIIOptions {
    checkHyphens?: boolean;
    checkBidi?: boolean;
    checkJoiners?: boolean;
    useSTD3ASCIIRules?: boolean;
    verifyDNSLength?: boolean;
    transitionalProcessing?: boolean;
    ignoreInvalidPunycode?: boolean;
  }
  /** UTS #46 ToASCII: the domain, or null when processing recorded an error. */
  export function toASCII(domainName: string, options?: ToASCIIOptions): string | null;
}
