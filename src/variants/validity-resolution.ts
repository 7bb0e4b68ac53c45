/**
 * How the variants that define validity resolve (parsing.ts, VALIDITY_VARIANT_IDS): a string
 * valid by the variant's definition — against the base URL, in the document's encoding — resolves
 * as the text it belongs to resolves it; an invalid one is an error that says why.
 */
import { parseWith } from "../parse/parse-with.js";
import type { Resolution, ResolutionContext, StepsOutcome } from "../resolve/resolution.js";
import { validationErrorsMessage } from "../parse/validation-error.js";

/**
 * A grammar variant with checks (url-writing, html5-2009-valid-url): resolution, the text's own,
 * resolves (with the context contextFor gives it: html5-2009-valid-url resolves by html5-2009's
 * grammar), and the variant's definition decides whether the string is valid against that base.
 * The outcome carries no validation errors: the definition's answer is whether the string is valid.
 */
export function validityResolution(resolution: Resolution, contextFor: (context: ResolutionContext) => ResolutionContext): Resolution {
  return {
    ...resolution,
    steps: (context): StepsOutcome => {
      const outcome = resolution.steps(contextFor(context));
      // A base URL the text cannot use is its resolution's error, before any string is valid against it.
      if (!outcome.ok && outcome.error.step === "base") return { ok: false, error: outcome.error };
      const valid = parseWith(context.variant, context.input, { base: context.base, encoding: context.encoding });
      if (!valid.ok) return { ok: false, error: { step: "parse", message: valid.error.message, offset: valid.error.offset } };
      // A valid string that does not resolve keeps the resolution's error: the two definitions part there.
      if (!outcome.ok) return { ok: false, error: outcome.error };
      return outcome.mayBeAboutURL === undefined ? { ok: true, href: outcome.href } : { ok: true, href: outcome.href, mayBeAboutURL: outcome.mayBeAboutURL };
    },
  };
}

/** whatwg-no-errors: the URL Standard's resolution, a validation error of the input against the base a failure at the first. */
export function withoutValidationErrorsResolution(resolution: Resolution): Resolution {
  return {
    ...resolution,
    steps: (context): StepsOutcome => {
      const outcome = resolution.steps(context);
      const first = outcome.validationErrors?.[0];
      if (!outcome.ok || first === undefined) return outcome;
      return { ok: false, error: { step: "parse", message: validationErrorsMessage(outcome.validationErrors!), offset: first.offset }, validationErrors: outcome.validationErrors };
    },
  };
}
