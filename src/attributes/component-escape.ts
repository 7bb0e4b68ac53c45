/**
 * HTML5 §2.6.6, setting: the new value is "mutated by %-escaping any characters in the new value
 * that are not valid in the relevant component as given by the "component" column".
 *
 * Decisions (docs/spec-notes.md, "HTML5 §2.6.6"):
 * - "Valid" is RFC 3986's production for the component, character by character
 *   (component-characters.ts), not HTML5's widened one (under which almost nothing would be escaped).
 * - "%" is valid where it starts a pct-encoded triplet ("%" HEXDIG HEXDIG) in a component whose
 *   production has pct-encoded: "%41" stays. A "%" that starts no triplet, and every "%" in a
 *   <scheme> or <port>, is not valid and becomes "%25".
 * - %-escaping is RFC 3986 §2.1 percent-encoding of the character's UTF-8 octets with uppercase
 *   hexadecimal digits (the setter text names no encoding; §2.6.3's path step uses UTF-8). A lone
 *   surrogate is encoded as U+FFFD ("%EF%BF%BD"), as §2.6.3's path step does (percent-encode.ts).
 * - A JavaScript caller's arguments: a value that is not a string, or a component that is not one
 *   of the seven the table names, is a TypeError.
 */
import { percentEncodedUTF8 } from "../encoding/percent-encode.js";
import { requireString } from "../api/arguments.js";
import { HAS_PCT_ENCODED, IS_VALID_IN_COMPONENT } from "./component-characters.js";
import { requireComponent, type DecompositionComponent } from "./components.js";

const PCT_ENCODED_AT = /^%[0-9A-Fa-f]{2}/;

/** The new value with every character that is not valid in `component` percent-encoded. */
export function escapeForComponent(value: string, component: DecompositionComponent): string {
  return escapeInComponent(requireString("escapeForComponent", "value", value), requireComponent("escapeForComponent", component));
}

/** escapeForComponent of a string, in one of the seven components (the setters' step). */
export function escapeInComponent(value: string, component: DecompositionComponent): string {
  return escapeCharacters(value, IS_VALID_IN_COMPONENT[component], HAS_PCT_ENCODED[component]);
}

function escapeCharacters(value: string, isValid: (cp: number) => boolean, keepsPctEncoded: boolean): string {
  let output = "";
  let position = 0;
  // The UTF-8 octets of the character being escaped, made at the first one.
  let octets: Uint8Array | undefined;
  while (position < value.length) {
    const codePoint = value.codePointAt(position) ?? 0;
    const length = codePoint > 0xffff ? 2 : 1;
    // pct-encoded = "%" HEXDIG HEXDIG: valid as a whole where the production has pct-encoded.
    if (codePoint === 0x25 && keepsPctEncoded && PCT_ENCODED_AT.test(value.slice(position, position + 3))) {
      output += value.slice(position, position + 3);
      position += 3;
      continue;
    }
    if (codePoint !== 0x25 && isValid(codePoint)) {
      output += value.slice(position, position + length);
    } else {
      output += percentEncodedUTF8(codePoint, (octets ??= new Uint8Array(4)));
    }
    position += length;
  }
  return output;
}
