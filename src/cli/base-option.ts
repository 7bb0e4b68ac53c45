/**
 * A base URL given on the command line — resolve --base, compare --base, links --address — read by
 * one rule: it must be absolute under at least one of the variants it is used with (each
 * variant's resolution says whether it is: HTML5 §2.6.3 "absolute URL", RFC 3986 §4.3, …), else a
 * usage error with the first variant's reason. A base only some of the variants accept is a
 * difference compare shows, not an error.
 */
import { resolve } from "../api/resolve.js";
import { UsageError } from "./usage-error.js";
import type { VariantName } from "../variants/parsing.js";

export function checkBaseOption(base: string, variants: readonly VariantName[]): void {
  let reason: string | undefined;
  for (const variant of variants) {
    const probe = resolve("", base, { variant });
    if (probe.ok || probe.error.step !== "base") return;
    reason ??= probe.error.message;
  }
  if (reason !== undefined) throw new UsageError(reason);
}
