/**
 * Data the page build bundles under a module name of its own (scripts/build-web.ts resolves it):
 * WPT's urltestdata.json, the test fixture, parsed as JSON.
 */
declare module "webaddr-bundled:wpt-urltestdata" {
  const data: unknown;
  export default data;
}
