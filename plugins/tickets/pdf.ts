/** The PDF export's settings (spec 001 §2, §9): the file name and html2canvas's scale. */
export const PDF_FILE_NAME = 'formData.pdf';
export const PDF_SCALE = 2;

/**
 * Renders `element` (the form data) to a PDF named formData.pdf: html2canvas at scale 2, placed on
 * A4 pages below a title written as text (so the file says what it is to a search or a reader).
 * jspdf and html2canvas load here, only when the agent asks for the PDF.
 */
export async function exportFormPdf(element: HTMLElement, title: string, subtitle: string): Promise<void> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import(/* webpackChunkName: "tickets-pdf" */ 'html2canvas'), import(/* webpackChunkName: "tickets-pdf" */ 'jspdf')]);
  const canvas = await html2canvas(element, { scale: PDF_SCALE, backgroundColor: '#ffffff', logging: false, useCORS: false });
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'portrait' });
  doc.setProperties({ title, subject: subtitle, creator: 'Tessera' });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const margin = 36;
  doc.setFontSize(16);
  doc.text(title, margin, margin + 8);
  doc.setFontSize(10);
  doc.text(subtitle, margin, margin + 26);
  const top = margin + 40;
  const width = pageWidth - margin * 2;
  const height = (canvas.height * width) / canvas.width;
  const image = canvas.toDataURL('image/png');
  // A tall form runs over pages: the same picture, moved up by what the pages before showed.
  let shown = 0;
  let y = top;
  for (;;) {
    doc.addImage(image, 'PNG', margin, y - shown, width, height, 'form', 'FAST');
    shown += pageHeight - y - margin;
    if (shown >= height) break;
    doc.addPage();
    y = margin;
  }
  doc.save(PDF_FILE_NAME);
}
