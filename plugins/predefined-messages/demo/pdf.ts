/**
 * A real one-page PDF with a title and a few lines (Latin-1 text; the offsets of its
 * cross-reference table are exact), made here byte by byte: the demo's FAQ files open in any viewer.
 */
export function faqPdf(title: string, lines: readonly string[] = []): Uint8Array<ArrayBuffer> {
  const safe = (text: string) => text.replace(/[\\()]/g, ' ').replace(/[^\x20-\x7e]/g, '?');
  const body = lines.map((line, i) => `BT /F1 11 Tf 72 ${720 - i * 18} Td (${safe(line)}) Tj ET`).join('\n');
  const stream = `BT /F1 18 Tf 72 760 Td (${safe(title)}) Tj ET${body ? `\n${body}` : ''}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0));
}
