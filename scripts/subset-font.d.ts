/** Types for `subset-font` (it ships none): the one call scripts/vite-font-subsets.ts makes. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Leave out glyphs only reachable through OpenType substitutions of the kept characters. */
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
