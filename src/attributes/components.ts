/**
 * The "component" column of HTML5 §2.6.6's table: which §2.6.2 component each URL decomposition
 * IDL attribute reads and replaces.
 */
import { argumentTypeError } from "../api/arguments.js";
import type { URLComponents } from "../parse/components.js";

/** The seven URL decomposition IDL attributes, in the order §2.6.6 lists them. */
export const URL_DECOMPOSITION_ATTRIBUTE_NAMES = ["protocol", "host", "hostname", "port", "pathname", "search", "hash"] as const;

export type URLDecompositionAttributeName = (typeof URL_DECOMPOSITION_ATTRIBUTE_NAMES)[number];

/** The components the table names: <scheme>, <hostport>, <host>, <port>, <path>, <query>, <fragment>. */
export type DecompositionComponent = Extract<keyof URLComponents, "scheme" | "hostport" | "host" | "port" | "path" | "query" | "fragment">;

/** Whether name is one of the seven (any value may be asked: includes() converts nothing). */
export function isURLDecompositionAttributeName(name: string): name is URLDecompositionAttributeName {
  return (URL_DECOMPOSITION_ATTRIBUTE_NAMES as readonly unknown[]).includes(name);
}

/** The seven components the table names. */
const DECOMPOSITION_COMPONENTS: readonly unknown[] = ["scheme", "hostport", "host", "port", "path", "query", "fragment"] satisfies readonly DecompositionComponent[];

/** Whether component is one the table names (any value may be asked). */
function isDecompositionComponent(component: unknown): component is DecompositionComponent {
  return DECOMPOSITION_COMPONENTS.includes(component);
}

/** A caller's attribute name, checked: one of the seven, else a TypeError naming `fn`. */
export function requireAttributeName(fn: string, name: unknown): URLDecompositionAttributeName {
  if (!isURLDecompositionAttributeName(name as string)) throw argumentTypeError(fn, "attribute", `one of ${URL_DECOMPOSITION_ATTRIBUTE_NAMES.join(", ")}`, name);
  return name as URLDecompositionAttributeName;
}

/** A caller's component name, checked: one of the seven the table names, else a TypeError naming `fn`. */
export function requireComponent(fn: string, component: unknown): DecompositionComponent {
  if (!isDecompositionComponent(component)) throw argumentTypeError(fn, "component", `one of ${DECOMPOSITION_COMPONENTS.join(", ")}`, component);
  return component;
}
