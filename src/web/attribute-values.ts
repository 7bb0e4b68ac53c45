/**
 * The seven URL decomposition attribute values a column shows: what an <a> element with the
 * input as its href would return, under that variant.
 *
 * HTML5 §2.6.6 gives the attributes "an input, which is a URL that the attributes act on"; for an
 * <a> element that is its href resolved, and nothing when resolving fails (then every getter
 * returns the empty string). So each column runs §2.6.6's getters (src/attributes/) on the URL
 * its own variant resolved. Today's URL Standard has its own getters (the URL class; HTML's
 * hyperlink element utils), so the whatwg column runs those instead.
 */
import type { URLDecompositionAttributeName } from "../attributes/components.js";
import { getURLDecompositionAttributes } from "../attributes/getters.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import { basicURLParse, urlClassAttributes } from "../whatwg/url-standard/index.js";

export type AttributeValues = Readonly<Record<URLDecompositionAttributeName, string>>;

export interface AttributeReport {
  /** Whose getters ran. */
  readonly getters: string;
  /** The input the getters acted on ("" when resolving failed). */
  readonly input: string;
  readonly values: AttributeValues;
}

export function attributeReport(variant: string, resolved: ResolveResult): AttributeReport {
  const input = resolved.ok ? resolved.href : "";
  if (variant !== "whatwg") return { getters: "HTML5 §2.6.6", input, values: getURLDecompositionAttributes(input) };
  // The URL class's constructor: "Let parsedURL be the result of running the API URL parser on
  // url" (no base). HTML's HTMLHyperlinkElementUtils over no URL: protocol is ":" and the rest "".
  const url = resolved.ok ? basicURLParse(resolved.href) : null;
  const values = url === null ? { protocol: ":", host: "", hostname: "", port: "", pathname: "", search: "", hash: "" } : urlClassAttributes(url);
  return { getters: "URL Standard", input, values };
}
