// GrapesJS ships its interface translations as plain modules without type declarations.
declare module 'grapesjs/locale/es.mjs' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module 'grapesjs/locale/en.mjs' {
  const messages: Record<string, unknown>;
  export default messages;
}
