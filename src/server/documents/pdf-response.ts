import 'server-only';

/** A PDF answer: shown in the browser's viewer, saved under its number ("INV-2026-27-0042.pdf"). */
export function pdfResponse(pdf: { number: string; bytes: Buffer }): Response {
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${pdf.number.replaceAll('/', '-')}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
