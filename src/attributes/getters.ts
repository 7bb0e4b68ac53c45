/**
 * HTML5 §2.6.6, on getting: "if the input is an absolute URL that fulfills the condition given in
 * the "getter condition" column corresponding to the attribute in the table below, the user agent
 * must return the part of the input URL given in the "component" column, with any prefixes
 * specified in the "prefix" column appropriately added to the start of the string and any
 * suffixes specified in the "suffix" column appropriately added to the end of the string.
 * Otherwise, the attribute must return the empty string."
 *
 * The component is read from the input's own parse (not from the resolved URL the conditions look
 * at): an input that resolves to an authority-based URL without an authority of its own
 * ("x:/..//a") has no <host> to return, so host and hostname give "" (docs/spec-notes.md).
 * An input that is not a string, or an attribute that is not one of the seven names, is a TypeError.
 */
import { requireString } from "../api/arguments.js";
import { URL_DECOMPOSITION_ATTRIBUTES } from "./attribute-table.js";
import { URL_DECOMPOSITION_ATTRIBUTE_NAMES, requireAttributeName, type URLDecompositionAttributeName } from "./components.js";
import { InputFacts } from "./input-facts.js";

export function getURLDecompositionAttribute(attribute: URLDecompositionAttributeName, input: string): string {
  requireAttributeName("getURLDecompositionAttribute", attribute);
  return getAttribute(attribute, requireString("getURLDecompositionAttribute", "input", input));
}

/** The getter on checked values (the IDL attributes' getters). */
export function getAttribute(attribute: URLDecompositionAttributeName, input: string): string {
  return getterResult(attribute, new InputFacts(input));
}

/**
 * All seven attributes of one input, as getURLDecompositionAttribute gives each: the facts the
 * conditions ask (one parse, one resolution per probe base) are worked out once for the seven, not
 * once per attribute — on a long input that is most of the cost.
 */
export function getURLDecompositionAttributes(input: string): Readonly<Record<URLDecompositionAttributeName, string>> {
  const facts = new InputFacts(requireString("getURLDecompositionAttributes", "input", input));
  return Object.fromEntries(URL_DECOMPOSITION_ATTRIBUTE_NAMES.map((name) => [name, getterResult(name, facts)])) as Record<URLDecompositionAttributeName, string>;
}

function getterResult(attribute: URLDecompositionAttributeName, facts: InputFacts): string {
  const row = URL_DECOMPOSITION_ATTRIBUTES[attribute];
  // "if the input is an absolute URL that fulfills the condition given in the "getter condition" column"
  if (!facts.absolute || !row.getterCondition.holds(facts)) return "";
  // "the part of the input URL given in the "component" column"
  const component = facts.parsed?.components[row.component];
  if (component === undefined) return "";
  // "with any prefixes ... added to the start of the string and any suffixes ... added to the end"
  return row.prefix + component + row.suffix;
}

export const getProtocol = (input: string): string => getAttribute("protocol", requireString("getProtocol", "input", input));
export const getHost = (input: string): string => getAttribute("host", requireString("getHost", "input", input));
export const getHostname = (input: string): string => getAttribute("hostname", requireString("getHostname", "input", input));
export const getPort = (input: string): string => getAttribute("port", requireString("getPort", "input", input));
export const getPathname = (input: string): string => getAttribute("pathname", requireString("getPathname", "input", input));
export const getSearch = (input: string): string => getAttribute("search", requireString("getSearch", "input", input));
export const getHash = (input: string): string => getAttribute("hash", requireString("getHash", "input", input));
