// stylis ships no types; emotion only needs its prefixer as a plugin.
declare module 'stylis' {
  export const prefixer: import('@emotion/cache').StylisPlugin;
}
