/**
 * URL Standard §4.4, URL parsing: the basic URL parser, without its url and state override
 * arguments (only the API setters pass them), so every "if state override is given" step is left
 * out and every "if state override is not given" condition holds.
 *
 * Validation errors go to the list the caller gives (none when it gives null), each at the
 * pointer where its step fired: c's offset (the input's length for the EOF code point), mapped
 * back to the input as given, before any C0 control, space, tab or newline was removed.
 *
 * The state machine is the standard's: a switch over state in a loop over a pointer, with the
 * pointer moved as the steps say ("decrease pointer by 1" is pointer--, and the loop's increase
 * then brings it back). The pointer counts UTF-16 code units, not code points: every step that
 * looks at c compares it with ASCII code points, which are one unit, and every state that takes
 * in non-ASCII code points (authority, host, file host, path, opaque path, query, fragment) only
 * appends them to a buffer or percent-encodes them, so it takes in the run of code units up to
 * the next code point it must act on at once, and a surrogate pair stays whole within the run.
 * The buffer is kept as where its run starts in the input: every buffer here is a run of the
 * input (a path segment's is percent-encoded when it ends), so it is one slice.
 */
import { utf8PercentEncode } from "../../encoding/percent-encode.js";
import { codeUnitAt } from "../../platform/code-unit-at.js";
import { hostParser } from "./host-parser.js";
import { isASCIIAlpha, isASCIIAlphanumeric, isASCIIDigit, isC0ControlOrSpace } from "./infra-code-points.js";
import { getAnOutputEncoding, percentEncodeAfterEncoding, UTF_8, type URLEncoding } from "./percent-encode-after-encoding.js";
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
} from "./percent-encode-sets.js";
import { defaultPort, isSpecialScheme, specialSchemeIn } from "./special-schemes.js";
import { invalidURLUnitsOf, MAY_HOLD_INVALID_URL_UNIT, reportInvalidURLUnits } from "./url-units.js";
import { hasAnOpaquePath, newURLRecord, type URLPath, type URLRecord } from "./url-record.js";
import { isDoubleDotURLPathSegment, isSingleDotURLPathSegment, pathList, shortenPath } from "./url-path.js";
import { validationError, validationFailure, type ValidationError, type ValidationErrorSink } from "./validation-error.js";
import { isNormalizedWindowsDriveLetter, isWindowsDriveLetter, startsWithAWindowsDriveLetter } from "./windows-drive-letter.js";

// The states, as numbers for the switch.
const SCHEME_START = 0;
const SCHEME = 1;
const NO_SCHEME = 2;
const SPECIAL_RELATIVE_OR_AUTHORITY = 3;
const PATH_OR_AUTHORITY = 4;
const RELATIVE = 5;
const RELATIVE_SLASH = 6;
const SPECIAL_AUTHORITY_SLASHES = 7;
const SPECIAL_AUTHORITY_IGNORE_SLASHES = 8;
const AUTHORITY = 9;
const HOST = 10;
const PORT = 11;
const FILE = 12;
const FILE_SLASH = 13;
const FILE_HOST = 14;
const PATH_START = 15;
const PATH = 16;
const OPAQUE_PATH = 17;
const QUERY = 18;
const FRAGMENT = 19;

/** The EOF code point, as codeUnitAt gives it at the end of the input. */
const EOF = -1;

const SOLIDUS = 0x2f;
const REVERSE_SOLIDUS = 0x5c;
const QUESTION_MARK = 0x3f;
const NUMBER_SIGN = 0x23;
const COLON = 0x3a;
const COMMERCIAL_AT = 0x40;

/** Where the base URL is read, it is non-null: the no scheme state fails without one, and only it leads to these states. */
function nonNull(base: URLRecord | null): URLRecord {
  if (base === null) throw new Error("URL Standard: a state that reads the base URL was reached without one");
  return base;
}

/** "a clone of base's path": a list is copied, so that shortening and appending leave the base alone. */
function clonePath(path: URLPath): URLPath {
  return typeof path === "string" ? path : path.slice();
}

/**
 * The code units the states that take in runs stop at, as global regular expressions (set
 * lastIndex, then test): they find the end of a run several times faster than a loop over
 * charCodeAt. No "u" flag: they match code units, and none matches half of a surrogate pair.
 */
const SEGMENT_END = /[/?#]/g;
const SPECIAL_SEGMENT_END = /[/\\?#]/g;
const AUTHORITY_END = /[@/?#]/g;
const SPECIAL_AUTHORITY_END = /[@/\\?#]/g;
const HOST_END_OR_BRACKET = /[:/?#[]/g;
const SPECIAL_HOST_END_OR_BRACKET = /[:/\\?#[]/g;
const QUERY_OR_FRAGMENT = /[?#]/g;

/**
 * The steps "If c is U+003F (?), then set url's query to the empty string and state to query
 * state. Otherwise, if c is U+0023 (#), set url's fragment to the empty string and state to
 * fragment state." (relative, file, path start, path and opaque path states): the state they set,
 * or -1 when c is neither.
 */
function queryOrFragmentState(url: URLRecord, c: number): number {
  if (c === QUESTION_MARK) {
    url.query = "";
    return QUERY;
  }
  if (c !== NUMBER_SIGN) return -1;
  url.fragment = "";
  return FRAGMENT;
}

/**
 * "Set url's username to base's username, url's password to base's password, url's host to base's
 * host, url's port to base's port" (relative and relative slash states).
 */
function copyCredentialsAndHost(url: URLRecord, base: URLRecord): void {
  url.username = base.username;
  url.password = base.password;
  url.host = base.host;
  url.port = base.port;
}

/** The index of the first code unit at or after from that pattern matches, or length. */
function find(pattern: RegExp, input: string, from: number, length: number): number {
  pattern.lastIndex = from;
  return pattern.test(input) ? pattern.lastIndex - 1 : length;
}

/** Where input is once its leading and trailing C0 controls and spaces are removed: [start, end). */
function withoutLeadingAndTrailingControls(input: string): { start: number; end: number } {
  const length = input.length;
  let start = 0;
  let end = length;
  while (start < end && isC0ControlOrSpace(codeUnitAt(input, start, length))) start++;
  while (end > start && isC0ControlOrSpace(codeUnitAt(input, end - 1, length))) end--;
  return { start, end };
}

/**
 * "Remove any leading and trailing C0 control or space from input." "Remove all ASCII tab or
 * newline from input." Returns input itself when there is nothing to remove. With errors, first:
 * "If input contains any leading or trailing C0 control or space, invalid-URL-unit validation
 * error." "If input contains any ASCII tab or newline, invalid-URL-unit validation error." Each
 * at the first such code unit.
 */
function removeControlsAndWhitespace(input: string, errors: ValidationErrorSink): string {
  const length = input.length;
  const { start, end } = withoutLeadingAndTrailingControls(input);
  if (errors !== null && (start > 0 || end < length)) validationError(errors, "invalid-URL-unit", start > 0 ? 0 : end);
  let output = start === 0 && end === length ? input : input.slice(start, end);
  // Almost no input has a tab or newline: native searches say so. Where there are some, split
  // and join is faster than a global replace when they are many.
  const tab = output.indexOf("\t");
  const lineFeed = output.indexOf("\n");
  const carriageReturn = output.indexOf("\r");
  if (tab === -1 && lineFeed === -1 && carriageReturn === -1) return output;
  if (errors !== null) validationError(errors, "invalid-URL-unit", start + Math.min(...[tab, lineFeed, carriageReturn].filter((i) => i !== -1)));
  if (tab !== -1) output = output.split("\t").join("");
  if (lineFeed !== -1) output = output.split("\n").join("");
  if (carriageReturn !== -1) output = output.split("\r").join("");
  return output;
}

/**
 * Moves errors[first…] from offsets in what removeControlsAndWhitespace made of rawInput to
 * offsets in rawInput: past the leading C0 controls and spaces, and past every tab or newline
 * removed before them. One walk over rawInput for all of them, in the order of their offsets (a
 * walk per error made an input with many errors quadratic).
 */
function moveOffsetsToRawInput(rawInput: string, errors: ValidationError[], first: number): void {
  const length = rawInput.length;
  const { start, end } = withoutLeadingAndTrailingControls(rawInput);
  const order: number[] = [];
  for (let i = first; i < errors.length; i++) order.push(i);
  order.sort((x, y) => errors[x]!.offset - errors[y]!.offset);
  let next = 0;
  let kept = 0;
  for (let i = start; i < end && next < order.length; i++) {
    const unit = codeUnitAt(rawInput, i, length);
    if (unit === 0x09 || unit === 0x0a || unit === 0x0d) continue;
    while (next < order.length && errors[order[next]!]!.offset === kept) {
      const e = order[next++]!;
      errors[e] = { type: errors[e]!.type, offset: i };
    }
    kept++;
  }
  // The EOF code point: where the kept input ends.
  for (; next < order.length; next++) errors[order[next]!] = { type: errors[order[next]!]!.type, offset: end };
}

/**
 * "The basic URL parser takes a scalar value string input, with an optional null or base URL
 * base (default null), an optional encoding encoding (default UTF-8)" (the url and state override
 * arguments are not taken) "and then runs these steps": a new URL, or null for failure.
 */
export function basicURLParser(rawInput: string, base: URLRecord | null = null, inputEncoding: URLEncoding = UTF_8, errors: ValidationErrorSink = null): URLRecord | null {
  // "If url is not given: Set url to a new URL." "Remove any leading and trailing C0 control or
  // space from input." "Remove all ASCII tab or newline from input."
  if (errors === null) return runStateMachine(removeControlsAndWhitespace(rawInput, null), base, inputEncoding, null, null);
  // An input of URL units only (almost every one) has no C0 control, space, tab or newline to
  // remove, and no invalid-URL-unit for a state to report: one native search says so.
  if (!MAY_HOLD_INVALID_URL_UNIT.test(rawInput)) return runStateMachine(rawInput, base, inputEncoding, errors, null);
  const input = removeControlsAndWhitespace(rawInput, errors);
  const first = errors.length;
  const url = runStateMachine(input, base, inputEncoding, errors, invalidURLUnitsOf(input));
  // The states' errors are at offsets in input: moved to rawInput's where input is not all of it.
  if (input.length !== rawInput.length) moveOffsetsToRawInput(rawInput, errors, first);
  return url;
}

/**
 * The basic URL parser's steps from "Let state be state override if given", over input with its
 * controls and whitespace removed. invalidURLUnits: where the code points the path, opaque path,
 * query and fragment states report as invalid-URL-unit are (null: none, or no errors wanted).
 */
function runStateMachine(input: string, base: URLRecord | null, inputEncoding: URLEncoding, errors: ValidationErrorSink, invalidURLUnits: readonly number[] | null): URLRecord | null {
  const url = newURLRecord();
  const length = input.length;
  // The next of invalidURLUnits a state's run may report.
  let nextInvalidURLUnit = 0;
  // "Let state be state override if given, or scheme start state otherwise."
  let state = SCHEME_START;
  // "Set encoding to the result of getting an output encoding from encoding."
  let encoding = getAnOutputEncoding(inputEncoding);
  // "Let buffer be the empty string." Here: where the buffer's run of the input starts.
  let bufferStart = 0;
  // The file host state's Windows drive letter, which "is not reset here and instead used in the
  // path state": where it starts, or -1.
  let pathBufferStart = -1;
  // "Let atSignSeen, insideBrackets, and passwordTokenSeen be false."
  let atSignSeen = false;
  let insideBrackets = false;
  let passwordTokenSeen = false;
  // Whether url is special, kept with url's scheme.
  let special = false;
  // "Let pointer be a pointer for input."
  let pointer = 0;

  // "Keep running the following state machine by switching on state. If after a run pointer
  // points to the EOF code point, go to the next step. Otherwise, increase pointer by 1 and
  // continue with the state machine."
  for (;;) {
    const c = codeUnitAt(input, pointer, length);
    switch (state) {
      case SCHEME_START:
        // "If c is an ASCII alpha, append c, lowercased, to buffer, and set state to scheme
        // state."
        if (isASCIIAlpha(c)) {
          bufferStart = pointer;
          state = SCHEME;
        } else {
          // "Otherwise, if state override is not given, set state to no scheme state and
          // decrease pointer by 1."
          state = NO_SCHEME;
          pointer--;
        }
        break;

      case SCHEME: {
        // "If c is an ASCII alphanumeric, U+002B (+), U+002D (-), or U+002E (.), append c,
        // lowercased, to buffer." (Lowercased when the buffer becomes the scheme.)
        let u = c;
        while (isASCIIAlphanumeric(u) || u === 0x2b || u === 0x2d || u === 0x2e) u = codeUnitAt(input, ++pointer, length);
        // "Otherwise, if c is U+003A (:), then:"
        if (u === COLON) {
          // "Set url's scheme to buffer."
          const specialScheme = specialSchemeIn(input, bufferStart, pointer);
          url.scheme = specialScheme ?? input.slice(bufferStart, pointer).toLowerCase();
          special = specialScheme !== null;
          // "Set buffer to the empty string."
          // "If url's scheme is "file", then: If remaining does not start with "//",
          // special-scheme-missing-following-solidus validation error. Set state to file state."
          if (url.scheme === "file") {
            if (codeUnitAt(input, pointer + 1, length) !== SOLIDUS || codeUnitAt(input, pointer + 2, length) !== SOLIDUS) validationError(errors, "special-scheme-missing-following-solidus", pointer);
            state = FILE;
          } else if (special && base !== null && base.scheme === url.scheme) {
            // "Otherwise, if url is special, base is non-null, and base's scheme is url's scheme:
            // Assert: base is special (and therefore does not have an opaque path). Set state to
            // special relative or authority state."
            state = SPECIAL_RELATIVE_OR_AUTHORITY;
          } else if (special) {
            // "Otherwise, if url is special, set state to special authority slashes state."
            state = SPECIAL_AUTHORITY_SLASHES;
          } else if (codeUnitAt(input, pointer + 1, length) === SOLIDUS) {
            // "Otherwise, if remaining starts with an U+002F (/), set state to path or authority
            // state and increase pointer by 1."
            state = PATH_OR_AUTHORITY;
            pointer++;
          } else {
            // "Otherwise, set url's path to the empty string and set state to opaque path state."
            url.path = "";
            state = OPAQUE_PATH;
          }
        } else {
          // "Otherwise, if state override is not given, set buffer to the empty string, state to
          // no scheme state, and start over (from the first code point in input)."
          state = NO_SCHEME;
          pointer = -1;
        }
        break;
      }

      case NO_SCHEME:
        // "If base is null, or base has an opaque path and c is not U+0023 (#),
        // missing-scheme-non-relative-URL validation error, return failure."
        if (base === null || (hasAnOpaquePath(base) && c !== NUMBER_SIGN)) return validationFailure(errors, "missing-scheme-non-relative-URL", pointer);
        if (hasAnOpaquePath(base) && c === NUMBER_SIGN) {
          // "Otherwise, if base has an opaque path and c is U+0023 (#), set url's scheme to base's
          // scheme, url's path to base's path, url's query to base's query, url's fragment to the
          // empty string, and set state to fragment state."
          url.scheme = base.scheme;
          special = isSpecialScheme(url.scheme);
          url.path = base.path;
          url.query = base.query;
          url.fragment = "";
          state = FRAGMENT;
        } else if (base.scheme !== "file") {
          // "Otherwise, if base's scheme is not "file", set state to relative state and decrease
          // pointer by 1."
          state = RELATIVE;
          pointer--;
        } else {
          // "Otherwise, set state to file state and decrease pointer by 1."
          state = FILE;
          pointer--;
        }
        break;

      case SPECIAL_RELATIVE_OR_AUTHORITY:
        // "If c is U+002F (/) and remaining starts with U+002F (/), then set state to special
        // authority ignore slashes state and increase pointer by 1."
        if (c === SOLIDUS && codeUnitAt(input, pointer + 1, length) === SOLIDUS) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          pointer++;
        } else {
          // "Otherwise, special-scheme-missing-following-solidus validation error, set state to
          // relative state and decrease pointer by 1."
          validationError(errors, "special-scheme-missing-following-solidus", pointer);
          state = RELATIVE;
          pointer--;
        }
        break;

      case PATH_OR_AUTHORITY:
        // "If c is U+002F (/), then set state to authority state."
        if (c === SOLIDUS) {
          state = AUTHORITY;
          bufferStart = pointer + 1;
        } else {
          // "Otherwise, set state to path state, and decrease pointer by 1."
          state = PATH;
          pointer--;
        }
        break;

      case RELATIVE: {
        // "Assert: base's scheme is not "file"." "Set url's scheme to base's scheme."
        const b = nonNull(base);
        url.scheme = b.scheme;
        special = isSpecialScheme(url.scheme);
        // "If c is U+002F (/), then set state to relative slash state."
        // "Otherwise, if url is special and c is U+005C (\), invalid-reverse-solidus validation
        // error, set state to relative slash state."
        if (c === SOLIDUS || (special && c === REVERSE_SOLIDUS)) {
          if (c === REVERSE_SOLIDUS) validationError(errors, "invalid-reverse-solidus", pointer);
          state = RELATIVE_SLASH;
          break;
        }
        // "Otherwise: Set url's username to base's username, url's password to base's password,
        // url's host to base's host, url's port to base's port, url's path to a clone of base's
        // path, and url's query to base's query."
        copyCredentialsAndHost(url, b);
        url.path = clonePath(b.path);
        url.query = b.query;
        // "If c is U+003F (?) … Otherwise, if c is U+0023 (#) …" (queryOrFragmentState).
        const next = queryOrFragmentState(url, c);
        if (next !== -1) {
          state = next;
        } else if (c !== EOF) {
          // "Otherwise, if c is not the EOF code point: Set url's query to null. Shorten url's
          // path. Set state to path state and decrease pointer by 1."
          url.query = null;
          shortenPath(url);
          state = PATH;
          pointer--;
        }
        break;
      }

      case RELATIVE_SLASH:
        // "If url is special and c is U+002F (/) or U+005C (\), then: If c is U+005C (\),
        // invalid-reverse-solidus validation error. Set state to special authority ignore slashes
        // state."
        if (special && (c === SOLIDUS || c === REVERSE_SOLIDUS)) {
          if (c === REVERSE_SOLIDUS) validationError(errors, "invalid-reverse-solidus", pointer);
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
        } else if (c === SOLIDUS) {
          // "Otherwise, if c is U+002F (/), then set state to authority state."
          state = AUTHORITY;
          bufferStart = pointer + 1;
        } else {
          // "Otherwise, set url's username to base's username, url's password to base's password,
          // url's host to base's host, url's port to base's port, state to path state, and then,
          // decrease pointer by 1."
          copyCredentialsAndHost(url, nonNull(base));
          state = PATH;
          pointer--;
        }
        break;

      case SPECIAL_AUTHORITY_SLASHES:
        // "If c is U+002F (/) and remaining starts with U+002F (/), then set state to special
        // authority ignore slashes state and increase pointer by 1."
        // "Otherwise, special-scheme-missing-following-solidus validation error, set state to
        // special authority ignore slashes state and decrease pointer by 1."
        state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
        if (c === SOLIDUS && codeUnitAt(input, pointer + 1, length) === SOLIDUS) {
          pointer++;
        } else {
          validationError(errors, "special-scheme-missing-following-solidus", pointer);
          pointer--;
        }
        break;

      case SPECIAL_AUTHORITY_IGNORE_SLASHES:
        // "If c is neither U+002F (/) nor U+005C (\), then set state to authority state and
        // decrease pointer by 1."
        // "Otherwise, special-scheme-missing-following-solidus validation error."
        if (c !== SOLIDUS && c !== REVERSE_SOLIDUS) {
          state = AUTHORITY;
          bufferStart = pointer;
          pointer--;
        } else {
          validationError(errors, "special-scheme-missing-following-solidus", pointer);
        }
        break;

      case AUTHORITY: {
        // "Otherwise, append c to buffer": every code point before the first "@" or end of the
        // authority.
        pointer = find(special ? SPECIAL_AUTHORITY_END : AUTHORITY_END, input, pointer, length);
        const u = codeUnitAt(input, pointer, length);
        // "If c is U+0040 (@), then:"
        if (u === COMMERCIAL_AT) {
          // "Invalid-credentials validation error." "If atSignSeen is true, then prepend "%40"
          // to buffer." "Set atSignSeen to true."
          validationError(errors, "invalid-credentials", pointer);
          let prefix = atSignSeen ? "%40" : "";
          atSignSeen = true;
          // "For each codePoint in buffer: If codePoint is U+003A (:) and passwordTokenSeen is
          // false, then set passwordTokenSeen to true and continue. Let encodedCodePoints be the
          // result of running UTF-8 percent-encode codePoint using the userinfo percent-encode
          // set. If passwordTokenSeen is true, then append encodedCodePoints to url's password.
          // Otherwise, append encodedCodePoints to url's username."
          // So: the code points before the first ":" go to the username (unless a ":" was seen
          // before), the rest to the password; "%40" is left alone by that set.
          let from = bufferStart;
          if (!passwordTokenSeen) {
            let usernameEnd = from;
            while (usernameEnd < pointer && codeUnitAt(input, usernameEnd, length) !== COLON) usernameEnd++;
            url.username += prefix + utf8PercentEncode(input, USERINFO_PERCENT_ENCODE_SET, from, usernameEnd);
            prefix = "";
            from = usernameEnd + 1;
            passwordTokenSeen = usernameEnd < pointer;
          }
          if (passwordTokenSeen) url.password += prefix + utf8PercentEncode(input, USERINFO_PERCENT_ENCODE_SET, from, pointer);
          // "Set buffer to the empty string."
          bufferStart = pointer + 1;
        } else {
          // "Otherwise, if one of the following is true: c is the EOF code point, U+002F (/),
          // U+003F (?), or U+0023 (#); url is special and c is U+005C (\); then:"
          // "If atSignSeen is true and buffer is the empty string, host-missing validation error,
          // return failure."
          if (atSignSeen && pointer === bufferStart) return validationFailure(errors, "host-missing", pointer);
          // "Decrease pointer by buffer's code point length + 1, set buffer to the empty string,
          // and set state to host state." The host state then starts where the buffer did.
          pointer = bufferStart - 1;
          state = HOST;
        }
        break;
      }

      case HOST: {
        // "If c is U+005B ([), then set insideBrackets to true. If c is U+005D (]), then set
        // insideBrackets to false. Append c to buffer": every code point up to the end of the
        // host.
        pointer = find(special ? SPECIAL_HOST_END_OR_BRACKET : HOST_END_OR_BRACKET, input, pointer, length);
        let u = codeUnitAt(input, pointer, length);
        // After a "[", code point by code point, as the brackets decide what a ":" is.
        while (!(u === COLON && !insideBrackets) && u !== EOF && u !== SOLIDUS && u !== QUESTION_MARK && u !== NUMBER_SIGN && !(special && u === REVERSE_SOLIDUS)) {
          if (u === 0x5b) insideBrackets = true;
          else if (u === 0x5d) insideBrackets = false;
          u = codeUnitAt(input, ++pointer, length);
        }
        // "Otherwise, if c is U+003A (:) and insideBrackets is false, then: If buffer is the empty
        // string, host-missing validation error, return failure." "Otherwise, if one of the
        // following is true: c is the EOF code point, U+002F (/), U+003F (?), or U+0023 (#); url is
        // special and c is U+005C (\); then decrease pointer by 1, and then: If url is special and
        // buffer is the empty string, host-missing validation error, return failure."
        if (pointer === bufferStart && (u === COLON || special)) return validationFailure(errors, "host-missing", pointer);
        // Both then: "Let host be the result of host parsing buffer with url is not special." "If
        // host is failure, then return failure."
        const host = hostParser(input.slice(bufferStart, pointer), !special, errors, bufferStart);
        if (host === null) return null;
        // "Set url's host to host, buffer to the empty string, and state to port state" after a
        // ":"; "... and state to path start state" otherwise.
        url.host = host;
        if (u === COLON) {
          bufferStart = pointer + 1;
          state = PORT;
        } else {
          state = PATH_START;
          pointer--;
        }
        break;
      }

      case PORT: {
        // "If c is an ASCII digit, append c to buffer."
        let u = c;
        while (isASCIIDigit(u)) u = codeUnitAt(input, ++pointer, length);
        // "Otherwise, if one of the following is true: c is the EOF code point, U+002F (/),
        // U+003F (?), or U+0023 (#); url is special and c is U+005C (\); state override is
        // given; then:"
        if (u === EOF || u === SOLIDUS || u === QUESTION_MARK || u === NUMBER_SIGN || (special && u === REVERSE_SOLIDUS)) {
          // "If buffer is not the empty string, then:"
          if (pointer > bufferStart) {
            // "Let port be the mathematical integer value that is represented by buffer in
            // radix-10 using ASCII digits for digits with values 0 through 9." Past 2¹⁶ its value
            // no longer matters, so it stops growing there.
            let port = 0;
            for (let i = bufferStart; i < pointer && port <= 0xffff; i++) port = port * 10 + (codeUnitAt(input, i, length) - 0x30);
            // "If port is not a 16-bit unsigned integer, port-out-of-range validation error,
            // return failure."
            if (port > 0xffff) return validationFailure(errors, "port-out-of-range", pointer);
            // "Set url's port to null, if port is url's scheme's default port; otherwise to
            // port." "Set buffer to the empty string."
            url.port = port === defaultPort(url.scheme) ? null : port;
          }
          // "Set state to path start state and decrease pointer by 1."
          state = PATH_START;
          pointer--;
        } else {
          // "Otherwise, port-invalid validation error, return failure."
          return validationFailure(errors, "port-invalid", pointer);
        }
        break;
      }

      case FILE:
        // "Set url's scheme to "file"." "Set url's host to the empty string."
        url.scheme = "file";
        special = true;
        url.host = "";
        if (c === SOLIDUS || c === REVERSE_SOLIDUS) {
          // "If c is U+002F (/) or U+005C (\), then: If c is U+005C (\), invalid-reverse-solidus
          // validation error. Set state to file slash state."
          if (c === REVERSE_SOLIDUS) validationError(errors, "invalid-reverse-solidus", pointer);
          state = FILE_SLASH;
        } else if (base !== null && base.scheme === "file") {
          // "Otherwise, if base is non-null and base's scheme is "file": Set url's host to base's
          // host, url's path to a clone of base's path, and url's query to base's query."
          url.host = base.host;
          url.path = clonePath(base.path);
          url.query = base.query;
          // "If c is U+003F (?) … Otherwise, if c is U+0023 (#) …" (queryOrFragmentState).
          const next = queryOrFragmentState(url, c);
          if (next !== -1) {
            state = next;
          } else if (c !== EOF) {
            // "Otherwise, if c is not the EOF code point: Set url's query to null."
            url.query = null;
            // "If the code point substring from pointer to the end of input does not start with a
            // Windows drive letter, then shorten url's path."
            if (!startsWithAWindowsDriveLetter(input, pointer)) shortenPath(url);
            // "Otherwise: File-invalid-Windows-drive-letter validation error. Set url's path to « »."
            else {
              validationError(errors, "file-invalid-Windows-drive-letter", pointer);
              url.path = [];
            }
            // "Set state to path state and decrease pointer by 1."
            state = PATH;
            pointer--;
          }
        } else {
          // "Otherwise, set state to path state, and decrease pointer by 1."
          state = PATH;
          pointer--;
        }
        break;

      case FILE_SLASH:
        // "If c is U+002F (/) or U+005C (\), then: If c is U+005C (\), invalid-reverse-solidus
        // validation error. Set state to file host state."
        if (c === SOLIDUS || c === REVERSE_SOLIDUS) {
          if (c === REVERSE_SOLIDUS) validationError(errors, "invalid-reverse-solidus", pointer);
          state = FILE_HOST;
          bufferStart = pointer + 1;
        } else {
          // "Otherwise: If base is non-null and base's scheme is "file", then:"
          if (base !== null && base.scheme === "file") {
            // "Set url's host to base's host."
            url.host = base.host;
            // "If the code point substring from pointer to the end of input does not start with a
            // Windows drive letter and base's path[0] is a normalized Windows drive letter, then
            // append base's path[0] to url's path."
            const basePath = pathList(base);
            if (!startsWithAWindowsDriveLetter(input, pointer) && basePath.length > 0 && isNormalizedWindowsDriveLetter(basePath[0]!)) pathList(url).push(basePath[0]!);
          }
          // "Set state to path state, and decrease pointer by 1."
          state = PATH;
          pointer--;
        }
        break;

      case FILE_HOST: {
        // "Otherwise, append c to buffer": every code point up to the end of the host.
        pointer = find(SPECIAL_SEGMENT_END, input, pointer, length);
        // "If c is the EOF code point, U+002F (/), U+005C (\), U+003F (?), or U+0023 (#), then
        // decrease pointer by 1 and then:"
        const buffer = input.slice(bufferStart, pointer);
        if (isWindowsDriveLetter(buffer)) {
          // "If state override is not given and buffer is a Windows drive letter,
          // file-invalid-Windows-drive-letter-host validation error, set state to path state."
          // "buffer is not reset here and instead used in the path state."
          validationError(errors, "file-invalid-Windows-drive-letter-host", pointer);
          pathBufferStart = bufferStart;
          state = PATH;
        } else if (buffer === "") {
          // "Otherwise, if buffer is the empty string, then: Set url's host to the empty string.
          // Set state to path start state."
          url.host = "";
          state = PATH_START;
        } else {
          // "Otherwise, run these steps: Let host be the result of host parsing buffer with url
          // is not special."
          let host = hostParser(buffer, !special, errors, bufferStart);
          // "If host is failure, then return failure."
          if (host === null) return null;
          // "If host is "localhost", then set host to the empty string."
          if (host === "localhost") host = "";
          // "Set url's host to host." "Set buffer to the empty string and state to path start
          // state."
          url.host = host;
          state = PATH_START;
        }
        pointer--;
        break;
      }

      case PATH_START:
        if (special) {
          // "If url is special, then: If c is U+005C (\), invalid-reverse-solidus validation
          // error. Set state to path state. If c is neither U+002F (/) nor U+005C (\), then
          // decrease pointer by 1."
          if (c === REVERSE_SOLIDUS) validationError(errors, "invalid-reverse-solidus", pointer);
          state = PATH;
          if (c !== SOLIDUS && c !== REVERSE_SOLIDUS) pointer--;
        } else if (c === QUESTION_MARK || c === NUMBER_SIGN) {
          // "Otherwise, if state override is not given and c is U+003F (?) … Otherwise, if state
          // override is not given and c is U+0023 (#) …" (queryOrFragmentState).
          state = queryOrFragmentState(url, c);
        } else if (c !== EOF) {
          // "Otherwise, if c is not the EOF code point: Set state to path state. If c is not
          // U+002F (/), then decrease pointer by 1."
          state = PATH;
          if (c !== SOLIDUS) pointer--;
        }
        break;

      case PATH: {
        // "Otherwise, run these steps: … UTF-8 percent-encode c using the path percent-encode set
        // and append the result to buffer": every code point up to the end of the segment, as
        // one run (after the file host state's Windows drive letter, if it left one).
        const segmentStart = pathBufferStart >= 0 ? pathBufferStart : pointer;
        pathBufferStart = -1;
        const runStart = pointer;
        pointer = find(special ? SPECIAL_SEGMENT_END : SEGMENT_END, input, pointer, length);
        const u = codeUnitAt(input, pointer, length);
        // Each c of the run: "If c is not a URL code point and not U+0025 (%), invalid-URL-unit
        // validation error. If c is U+0025 (%) and remaining does not start with two ASCII hex
        // digits, invalid-URL-unit validation error." (Not the file host state's drive letter,
        // which that state appended.)
        if (invalidURLUnits !== null) nextInvalidURLUnit = reportInvalidURLUnits(invalidURLUnits, nextInvalidURLUnit, runStart, pointer, errors);
        let buffer = utf8PercentEncode(input, PATH_PERCENT_ENCODE_SET, segmentStart, pointer);
        // "If one of the following is true: c is the EOF code point or U+002F (/); url is special
        // and c is U+005C (\); state override is not given and c is U+003F (?) or U+0023 (#);
        // then:" (The segment end patterns stop at nothing else.)
        // "If url is special and c is U+005C (\), invalid-reverse-solidus validation error."
        if (special && u === REVERSE_SOLIDUS) validationError(errors, "invalid-reverse-solidus", pointer);
        const slash = u === SOLIDUS || (special && u === REVERSE_SOLIDUS);
        const path = pathList(url);
        if (isDoubleDotURLPathSegment(buffer)) {
          // "If buffer is a double-dot URL path segment, then: Shorten url's path. If neither c is
          // U+002F (/), nor url is special and c is U+005C (\), append the empty string to url's
          // path."
          shortenPath(url);
          if (!slash) path.push("");
        } else if (isSingleDotURLPathSegment(buffer)) {
          // "Otherwise, if buffer is a single-dot URL path segment and if neither c is U+002F (/),
          // nor url is special and c is U+005C (\), append the empty string to url's path."
          if (!slash) path.push("");
        } else {
          // "Otherwise, if buffer is not a single-dot URL path segment, then: If url's scheme is
          // "file", url's path is empty, and buffer is a Windows drive letter, then replace the
          // second code point in buffer with U+003A (:)."
          if (url.scheme === "file" && path.length === 0 && isWindowsDriveLetter(buffer)) buffer = `${buffer[0]!}:`;
          // "Append buffer to url's path."
          path.push(buffer);
        }
        // "Set buffer to the empty string." "If c is U+003F (?) … If c is U+0023 (#) …"
        // (queryOrFragmentState).
        if (u === QUESTION_MARK || u === NUMBER_SIGN) state = queryOrFragmentState(url, u);
        break;
      }

      case OPAQUE_PATH: {
        // "If c is not the EOF code point: … UTF-8 percent-encode c using the C0 control
        // percent-encode set and append the result to url's path": every code point up to the
        // first "?" or "#", as one run.
        const start = pointer;
        pointer = find(QUERY_OR_FRAGMENT, input, pointer, length);
        const u = codeUnitAt(input, pointer, length);
        // "Otherwise, if c is U+0020 SPACE: Invalid-URL-unit validation error." "Otherwise, if c
        // is not the EOF code point: If c is not a URL code point and not U+0025 (%),
        // invalid-URL-unit validation error. If c is U+0025 (%) and remaining does not start with
        // two ASCII hex digits, invalid-URL-unit validation error." (A space is not a URL code
        // point: one error either way.)
        if (invalidURLUnits !== null) nextInvalidURLUnit = reportInvalidURLUnits(invalidURLUnits, nextInvalidURLUnit, start, pointer, errors);
        // "Otherwise, if c is U+0020 SPACE: If remaining starts with U+003F (?) or U+003F (#),
        // then append "%20" to url's path. Otherwise, append U+0020 SPACE to url's path." Only
        // the space just before the "?" or "#" that ends the run has such a remaining; the C0
        // control percent-encode set leaves the others as they are.
        const spaceBeforeEnd = u !== EOF && pointer > start && codeUnitAt(input, pointer - 1, length) === 0x20;
        const path = utf8PercentEncode(input, C0_CONTROL_PERCENT_ENCODE_SET, start, spaceBeforeEnd ? pointer - 1 : pointer);
        // url's path is the empty string on entering this state, which it does once.
        url.path = spaceBeforeEnd ? `${path}%20` : path;
        // "If c is U+003F (?) … Otherwise, if c is U+0023 (#) …" (queryOrFragmentState).
        if (u === QUESTION_MARK || u === NUMBER_SIGN) state = queryOrFragmentState(url, u);
        break;
      }

      case QUERY: {
        // "If encoding is not UTF-8 and one of the following is true: url is not special; url's
        // scheme is "ws" or "wss"; then set encoding to UTF-8."
        if (encoding !== UTF_8 && (!special || url.scheme === "ws" || url.scheme === "wss")) encoding = UTF_8;
        // "Otherwise, if c is not the EOF code point: … Append c to buffer": every code point up
        // to the first "#".
        const start = pointer;
        const numberSign = input.indexOf("#", pointer);
        pointer = numberSign === -1 ? length : numberSign;
        // Each c of the run: "If c is not a URL code point and not U+0025 (%), invalid-URL-unit
        // validation error. If c is U+0025 (%) and remaining does not start with two ASCII hex
        // digits, invalid-URL-unit validation error."
        if (invalidURLUnits !== null) nextInvalidURLUnit = reportInvalidURLUnits(invalidURLUnits, nextInvalidURLUnit, start, pointer, errors);
        // "If one of the following is true: state override is not given and c is U+0023 (#); c is
        // the EOF code point; then:"
        // "Let queryPercentEncodeSet be the special-query percent-encode set if url is special;
        // otherwise the query percent-encode set."
        const queryPercentEncodeSet = special ? SPECIAL_QUERY_PERCENT_ENCODE_SET : QUERY_PERCENT_ENCODE_SET;
        // "Percent-encode after encoding, with encoding, buffer, and queryPercentEncodeSet, and
        // append the result to url's query." (url's query is the empty string: every way into
        // this state sets it so, and the state is left for good.)
        url.query = percentEncodeAfterEncoding(encoding, input, queryPercentEncodeSet, start, pointer);
        // "Set buffer to the empty string."
        // "If c is U+0023 (#), then set url's fragment to the empty string and state to fragment
        // state."
        if (numberSign !== -1) {
          url.fragment = "";
          state = FRAGMENT;
        }
        break;
      }

      case FRAGMENT:
        // "If c is not the EOF code point, then: … UTF-8 percent-encode c using the fragment
        // percent-encode set and append the result to url's fragment": every code point to the
        // end. (url's fragment is the empty string on entering this state.)
        // Each c: "If c is not a URL code point and not U+0025 (%), invalid-URL-unit validation
        // error. If c is U+0025 (%) and remaining does not start with two ASCII hex digits,
        // invalid-URL-unit validation error."
        if (invalidURLUnits !== null) nextInvalidURLUnit = reportInvalidURLUnits(invalidURLUnits, nextInvalidURLUnit, pointer, length, errors);
        url.fragment = utf8PercentEncode(input, FRAGMENT_PERCENT_ENCODE_SET, pointer, length);
        pointer = length;
        break;
    }
    if (pointer >= length) break;
    pointer++;
  }
  // "Return url."
  return url;
}
