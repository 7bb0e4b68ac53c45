/**
 * Data the page build bundles under a module name of its own (scripts/build-web.ts resolves it):
 * WPT's urltestdata.json, the test fixture, as text.
 */
declare module "webaddr-bundled:wpt-urltestdata" {
  const text: string;
  export default text;
}
