// RFC 1808, Relative Uniform Resource Locators: §2.4 parsing and §4 resolution, named as in the RFC.

export { parseRFC1808String, type RFC1808URL, type RFC1808Span } from "./parse-url.js";
export { resolveRFC1808Strings, removeDotSegmentsRFC1808, type RFC1808Resolution, type RFC1808StepTrace } from "./resolve-relative-url.js";
