// The page's bundle imports the grammar files as text (esbuild's text loader, scripts/build-web.ts).
declare module "*.peggy" {
  const text: string;
  export default text;
}
declare module "*.abnf" {
  const text: string;
  export default text;
}
