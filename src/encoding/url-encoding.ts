// HTML5 §2.6.3, the step after "Let encoding be determined as follows":
//   "If encoding is a UTF-16 encoding, then change the value of encoding to UTF-8."

import type { DocumentEncoding } from "./document-encoding.js";
import { encodingByName } from "./labels.js";

/** The encoding §2.6.3 actually encodes a URL's query in: UTF-16 becomes UTF-8. */
export function urlQueryEncoding(encoding: DocumentEncoding): DocumentEncoding {
  // "If encoding is a UTF-16 encoding, then change the value of encoding to UTF-8."
  return encoding.isUTF16 ? encodingByName("utf-8") : encoding;
}
