// grapesjs-mjml ships its interface translations as CommonJS modules without type declarations.
declare module 'grapesjs-mjml/locale/es' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module 'grapesjs-mjml/locale/en' {
  const messages: Record<string, unknown>;
  export default messages;
}
