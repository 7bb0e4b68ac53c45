/**
 * Web addresses draft (2009-03-17) §2 "Parsing Web addresses", steps 1 to 4: what is done to w
 * before it is parsed "using the grammar in RFC 3986".
 */
import { stripLeadingAndTrailingSpaces } from "../parse/space-characters.js";
import { nextNonURICharacter } from "./non-uri-characters.js";
import { percentEncodeCharacters, type RewrittenWebAddress } from "./rewritten-web-address.js";
import { nextSquareBracket, squareBracketsEncodedFrom } from "./square-brackets.js";

export function prepareWebAddress(input: string): RewrittenWebAddress {
  // Step 1: "Strip leading and trailing space characters from w." (HTML5's five space characters.)
  const { start, end } = stripLeadingAndTrailingSpaces(input);
  let w: RewrittenWebAddress = { text: input.slice(start, end), start };

  // Step 2: "Percent-encode all non-URI characters in w." ("%" is one of them: "any occurrences of
  // percent-encoding in the Web address will be double-encoded at this step".)
  w = percentEncodeCharacters(w, nextNonURICharacter);

  // Step 3: "If w begins with ... <scheme> ... "://" [or] "//" then percent-encode any left or
  // right square brackets following the first occurrence of "/", "?", or "#" which follows the
  // first occurrence of "//". Otherwise, percent-encode all left and right square brackets."
  const from = squareBracketsEncodedFrom(w.text);
  if (from < w.text.length) w = percentEncodeCharacters(w, (text, offset) => nextSquareBracket(text, Math.max(offset, from)));

  // Step 4: "Percent-encode all occurrences of U+0023 (Number sign, "#") after the first."
  const firstNumberSign = w.text.indexOf("#");
  if (firstNumberSign !== -1 && w.text.includes("#", firstNumberSign + 1)) {
    w = percentEncodeCharacters(w, (text, offset) => {
      const found = text.indexOf("#", Math.max(offset, firstNumberSign + 1));
      return found === -1 ? text.length : found;
    });
  }
  return w;
}
