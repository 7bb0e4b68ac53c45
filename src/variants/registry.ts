import { html5_2009 } from "./html5-2009.js";
import { html5_wd_iri } from "./html5-wd-iri.js";
import { rfc1808 } from "./rfc1808.js";
import { rfc3986 } from "./rfc3986.js";
import { rfc3987 } from "./rfc3987.js";
import { web_addresses_2009 } from "./web-addresses-2009.js";
import { whatwg } from "./whatwg.js";
import type { VariantId } from "./parsing.js";
import type { VariantDescriptor } from "./variant.js";

export { DEFAULT_VARIANT, VARIANT_IDS, isVariantId, type VariantId } from "./parsing.js";

/** The variants, by id, in the order they are listed to users: each one's parsing (parsing.ts) with its resolution. */
export const VARIANTS = {
  "html5-2009": html5_2009,
  rfc3986,
  rfc3987,
  rfc1808,
  "web-addresses-2009": web_addresses_2009,
  "html5-wd-iri": html5_wd_iri,
  whatwg,
} as const satisfies Record<VariantId, VariantDescriptor>;

