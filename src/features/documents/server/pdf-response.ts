import 'server-only';

/**
 * A PDF answer under its number ("INV-2026-27-0042.pdf"): shown in the browser's viewer, or
 * saved (`download`), which a phone's browser does with either.
 */
export function pdfResponse(pdf: { number: string; bytes: Buffer }, download = false): Response {
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${pdf.number.replaceAll('/', '-')}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
