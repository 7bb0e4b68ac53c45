/**
 * What the table's conditions ask of the input (HTML5 §2.6.6), computed once per get or set and
 * only when asked: whether it is an absolute, authority-based or hierarchical URL (the §2.6.3
 * definitions) and its components, "parsed using the URL parsing rules defined in this
 * specification" (html5-2009).
 */
import { parse } from "../api/parse.js";
import type { ParseSuccess } from "../parse/parse-result.js";
import { kindOf, type URLKind } from "../api/url-definitions.js";

/** "For the purposes of the above definitions, URLs must be parsed using the URL parsing rules defined in this specification." */
const ATTRIBUTE_PARSING_VARIANT = "html5-2009";

export class InputFacts {
  #parsed: ParseSuccess | null | undefined;
  #kind: URLKind | undefined;

  constructor(readonly input: string) {}

  /** The input's parse, or null when it does not parse (it is then no absolute URL either). */
  get parsed(): ParseSuccess | null {
    if (this.#parsed === undefined) {
      const result = parse(this.input, { variant: ATTRIBUTE_PARSING_VARIANT });
      this.#parsed = result.ok ? result : null;
    }
    return this.#parsed;
  }

  /** The §2.6.3 definitions, all three from one resolution per probe base. */
  get #urlKind(): URLKind {
    this.#kind ??= kindOf(this.input, { variant: ATTRIBUTE_PARSING_VARIANT });
    return this.#kind;
  }

  /** "the input is an absolute URL" */
  get absolute(): boolean {
    return this.#urlKind.absolute;
  }

  /** "input is an authority-based URL" */
  get authorityBased(): boolean {
    return this.#urlKind.authorityBased;
  }

  /** "input is a hierarchical URL" */
  get hierarchical(): boolean {
    return this.#urlKind.hierarchical;
  }
}
