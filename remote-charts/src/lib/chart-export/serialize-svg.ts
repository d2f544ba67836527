/**
 * A standalone SVG document from an inline <svg> element, ready to save as a file. `extraCss` is
 * appended last, so its rules win over the drawing's own (e.g. dark ink on white for paper).
 */
export function serializeSvg(svg: SVGSVGElement, extraCss?: string): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  // As a namespace declaration, so serialisers that add one themselves do not write it twice.
  copy.setAttributeNS('http://www.w3.org/2000/xmlns/', 'xmlns', 'http://www.w3.org/2000/svg');
  if (extraCss) {
    const style = svg.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'style');
    style.textContent = extraCss;
    copy.appendChild(style);
  }
  const viewBox = svg.viewBox.baseVal;
  // Inline sizing is for the page; a file needs its own width and height.
  copy.removeAttribute('style');
  if (viewBox && viewBox.width > 0) {
    copy.setAttribute('width', String(viewBox.width));
    copy.setAttribute('height', String(viewBox.height));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

/**
 * "natal-chart-ada-lovelace": a file name from the chart's name, kept to safe characters, after
 * what the drawing shows ("transits-2026-03-03" for a transit bi-wheel).
 */
export function chartFileName(name: string, kind = 'natal-chart'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug ? `${kind}-${slug}` : kind;
}
