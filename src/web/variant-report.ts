/**
 * What one column shows: the input parsed, resolved against the base and read through the URL
 * decomposition attributes, under one variant. Plain data, no DOM, so the tests can compute the
 * same reports in Node and compare them with the page.
 */
import type { ParseResult } from "../parse/parse-result.js";
import { parse } from "../parse/parse.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import { resolve } from "../resolve/resolve.js";
import { VARIANTS, isVariantId } from "../variants/registry.js";
import { attributeReport, type AttributeReport } from "./attribute-values.js";

export interface VariantReport {
  readonly variant: string;
  readonly title: string;
  readonly source: string;
  readonly parsed: ParseResult;
  readonly resolved: ResolveResult;
  readonly attributes: AttributeReport;
}

export interface ReportInputs {
  /** The URL, escapes already decoded. */
  readonly url: string;
  readonly base: string;
  readonly encoding: string;
}

export function variantReport(variant: string, inputs: ReportInputs): VariantReport {
  const descriptor = isVariantId(variant) ? VARIANTS[variant] : undefined;
  // With its trace: the URL after each step, which the resolved cell can unfold.
  const resolved = resolve(inputs.url, inputs.base, { variant, encoding: inputs.encoding, trace: true });
  return {
    variant,
    title: descriptor?.title ?? variant,
    source: descriptor?.source ?? "",
    parsed: parse(inputs.url, { variant }),
    resolved,
    attributes: attributeReport(variant, resolved),
  };
}
