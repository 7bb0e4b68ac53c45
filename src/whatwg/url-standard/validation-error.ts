/**
 * Where the URL Standard's parsers report validation errors (the types: src/parse/validation-error.ts).
 */
import type { ValidationError, ValidationErrorType } from "../../parse/validation-error.js";

export type { ValidationError, ValidationErrorType } from "../../parse/validation-error.js";

/**
 * Where a parse's errors go, in the order the steps fire: a list the parsers append to, with
 * offsets into the input they read. Null where the caller wants none.
 */
export type ValidationErrorSink = ValidationError[] | null;

/** "<type> validation error": appends it to errors, when there is a list to append to. */
export function validationError(errors: ValidationErrorSink, type: ValidationErrorType, offset: number): void {
  if (errors !== null) errors.push({ type, offset });
}

/** "<type> validation error, return failure": null, the parsers' failure. */
export function validationFailure(errors: ValidationErrorSink, type: ValidationErrorType, offset: number): null {
  validationError(errors, type, offset);
  return null;
}
