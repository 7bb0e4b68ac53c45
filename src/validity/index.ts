// HTML5 §2.6.1: valid URLs.
export {
  isValidURL,
  isValidNonEmptyURL,
  isValidURLPotentiallySurroundedBySpaces,
  isValidNonEmptyURLPotentiallySurroundedBySpaces,
  type ValidURLOptions,
} from "./valid-url.js";
