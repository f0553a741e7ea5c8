// fontkit (the font engine inside pdfkit) ships no types: the one call script-fonts.ts makes. pdfkit takes the
// font it returns as a font source.
declare module 'fontkit' {
  export interface Font {
    layout(text: string, features?: string[]): unknown
  }
  export function create(buffer: Uint8Array): Font
}
