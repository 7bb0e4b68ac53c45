/**
 * HTML5 §2.6.6's table, one row per attribute: "Attribute | Component | Getter Condition | Prefix |
 * Suffix | Setter Preprocessor | Setter Condition". Each condition carries the table's words so
 * the CLI and reports can say which one did not hold.
 */
import type { DecompositionComponent, URLDecompositionAttributeName } from "./components.js";
import type { InputFacts } from "./input-facts.js";

export interface GetterCondition {
  /** The cell's text ("—" when there is none). */
  readonly text: string;
  readonly holds: (facts: InputFacts) => boolean;
}

export interface SetterCondition {
  readonly text: string;
  /** newValue is the value after preprocessing and %-escaping. */
  readonly holds: (newValue: string, facts: InputFacts) => boolean;
}

export interface SetterPreprocessor {
  readonly text: string;
  readonly apply: (value: string) => string;
}

export interface AttributeDefinition {
  readonly attribute: URLDecompositionAttributeName;
  readonly component: DecompositionComponent;
  readonly getterCondition: GetterCondition;
  readonly prefix: string;
  readonly suffix: string;
  readonly setterPreprocessor: SetterPreprocessor;
  readonly setterCondition: SetterCondition;
}

const NONE = "—";
const always: GetterCondition = { text: NONE, holds: () => true };

/** "the new value, when interpreted as a base-ten integer, is less than or equal to 65535" (compared as digits, so no length overflows). */
export function isAtMost65535(value: string): boolean {
  if (!/^[0-9]+$/.test(value)) return false;
  const digits = value.replace(/^0+(?=.)/, "");
  return digits.length < 5 || (digits.length === 5 && digits <= "65535");
}

export const URL_DECOMPOSITION_ATTRIBUTES: Readonly<Record<URLDecompositionAttributeName, AttributeDefinition>> = {
  protocol: {
    attribute: "protocol",
    component: "scheme",
    getterCondition: always,
    prefix: "",
    suffix: ":",
    setterPreprocessor: {
      text: "Remove all trailing U+003A COLON characters (:)",
      apply: (value) => {
        let end = value.length;
        while (value.charCodeAt(end - 1) === 0x3a) end--;
        return value.slice(0, end);
      },
    },
    setterCondition: { text: "The new value is not the empty string", holds: (v) => v !== "" },
  },
  host: {
    attribute: "host",
    component: "hostport",
    getterCondition: { text: "input is an authority-based URL", holds: (f) => f.authorityBased },
    prefix: "",
    suffix: "",
    setterPreprocessor: { text: NONE, apply: (value) => value },
    setterCondition: {
      text: "The new value is not the empty string and input is an authority-based URL",
      holds: (v, f) => v !== "" && f.authorityBased,
    },
  },
  hostname: {
    attribute: "hostname",
    component: "host",
    getterCondition: { text: "input is an authority-based URL", holds: (f) => f.authorityBased },
    prefix: "",
    suffix: "",
    setterPreprocessor: { text: "Remove all leading U+002F SOLIDUS characters (/)", apply: (value) => value.replace(/^\/+/, "") },
    setterCondition: {
      text: "The new value is not the empty string and input is an authority-based URL",
      holds: (v, f) => v !== "" && f.authorityBased,
    },
  },
  port: {
    attribute: "port",
    component: "port",
    getterCondition: {
      text: "input is an authority-based URL, and contained a <port> component (possibly an empty one)",
      holds: (f) => f.authorityBased && f.parsed?.components.port !== undefined,
    },
    prefix: "",
    suffix: "",
    setterPreprocessor: {
      text:
        "Remove all characters in the new value from the first that is not in the range U+0030 DIGIT ZERO (0) to U+0039 DIGIT NINE (9), if any. " +
        "Remove any leading U+0030 DIGIT ZERO characters (0) in the new value. If the resulting string is empty, set it to a single U+0030 DIGIT ZERO character (0).",
      apply: (value) => /^[0-9]*/.exec(value)![0].replace(/^0+/, "") || "0",
    },
    setterCondition: {
      text: "input is an authority-based URL, and the new value, when interpreted as a base-ten integer, is less than or equal to 65535",
      holds: (v, f) => f.authorityBased && isAtMost65535(v),
    },
  },
  pathname: {
    attribute: "pathname",
    component: "path",
    getterCondition: { text: "input is a hierarchical URL", holds: (f) => f.hierarchical },
    prefix: "",
    suffix: "",
    setterPreprocessor: {
      text: "If it has no leading U+002F SOLIDUS character (/), prepend a U+002F SOLIDUS character (/) to the new value",
      apply: (value) => (value.startsWith("/") ? value : `/${value}`),
    },
    setterCondition: { text: "input is hierarchical", holds: (_v, f) => f.hierarchical },
  },
  search: {
    attribute: "search",
    component: "query",
    getterCondition: {
      text: "input is a hierarchical URL, and contained a <query> component (possibly an empty one)",
      holds: (f) => f.hierarchical && f.parsed?.components.query !== undefined,
    },
    prefix: "?",
    suffix: "",
    setterPreprocessor: { text: "Remove one leading U+003F QUESTION MARK character (?), if any", apply: (value) => (value.startsWith("?") ? value.slice(1) : value) },
    setterCondition: { text: "input is a hierarchical URL", holds: (_v, f) => f.hierarchical },
  },
  hash: {
    attribute: "hash",
    component: "fragment",
    getterCondition: {
      text: "input contained a non-empty <fragment> component",
      holds: (f) => {
        const fragment = f.parsed?.components.fragment;
        return fragment !== undefined && fragment !== "";
      },
    },
    prefix: "#",
    suffix: "",
    setterPreprocessor: { text: "Remove one leading U+0023 NUMBER SIGN character (#), if any", apply: (value) => (value.startsWith("#") ? value.slice(1) : value) },
    setterCondition: { text: NONE, holds: () => true },
  },
};
