/** cssjanus ships no types: the one call the static pages use. */
declare module 'cssjanus' {
  const cssjanus: {
    transform(css: string, options?: { transformDirInUrl?: boolean; transformEdgeInUrl?: boolean }): string;
  };
  export default cssjanus;
}
