// pdfkit's registerFont takes a parsed fontkit font as it takes bytes (it opens the source with
// fontkit and keeps a font it is given as it is); @types/pdfkit names only bytes and paths. This
// overload says so, so src/features/documents/server/pdf/draw.ts passes the font parsed once per process
// without a cast.
declare namespace PDFKit.Mixins {
  interface PDFFont {
    registerFont(name: string, src: import('fontkit').Font): this;
  }
}
