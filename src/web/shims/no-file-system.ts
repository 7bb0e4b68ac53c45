/**
 * node:fs in the page's bundle: the page reads no files. Modules shared with the CLI import it
 * for their defaults (runtime-variant.ts reads overlay files; the abnf package can read a
 * grammar file), and the page always passes its texts instead, so these are never reached; if
 * one is, it says why rather than failing obscurely.
 */
function noFileSystem(name: string): never {
  throw new Error(`the page has no file system (${name} was called)`);
}

export function readFileSync(): never {
  return noFileSystem("readFileSync");
}

export function existsSync(): boolean {
  return false;
}

export function statSync(): never {
  return noFileSystem("statSync");
}
