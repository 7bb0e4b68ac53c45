import * as parser from "../../generated/rfc3986.js";
import * as traceParser from "../../generated/rfc3986.trace.js";
import { VARIANT_GRAMMARS } from "../grammar/variant-grammars.js";
import { componentsFromNodes } from "../parse/components-from-nodes.js";
import { parseWebAddress } from "../web-addresses/parse-web-address.js";
import { prepareWebAddress } from "../web-addresses/prepare-web-address.js";
import { resolveWebAddress } from "../web-addresses/resolve-web-address.js";
import type { VariantDescriptor } from "./variant.js";

/**
 * "Web addresses in HTML 5", editor's draft of 17 March 2009 (Connolly, Sperberg-McQueen): the
 * "new algorithm" of its §2 — rewrite w (strip spaces, percent-encode non-URI characters, the
 * square bracket rule, every "#" after the first), parse it with plain RFC 3986, decode each
 * component's substring — and §3's resolution. Its Appendix B is html5-2009.
 */
export const web_addresses_2009: VariantDescriptor = {
  id: "web-addresses-2009",
  title: "Web addresses in HTML 5 (2009-03-17 draft)",
  source: "Web addresses in HTML 5, Editor's Draft 17 March 2009, §2 Parsing Web addresses and §3 Resolving Web addresses",
  // Step 5: "Parse w using the grammar in RFC 3986."
  grammar: { ...VARIANT_GRAMMARS.rfc3986, parser, traceParser },
  // Steps 1–4: the rewritten w, with where each of its characters came from in the input.
  preprocess: (input) => {
    const w = prepareWebAddress(input);
    return { url: w.text, offset: 0, inputOffsets: w.inputOffsets };
  },
  // The components of the modified w, before decoding (parse below decodes them and maps spans).
  extract: (url, nodes, offset) => componentsFromNodes(url, nodes, offset),
  parse: parseWebAddress,
  resolve: resolveWebAddress,
};
