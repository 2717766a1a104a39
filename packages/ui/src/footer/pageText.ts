/** One block of an operator text: an optional heading and its lines. */
export interface TextBlock {
  heading: string | null;
  lines: string[];
}

/**
 * Operator texts are plain text (GET /api/pages/{slug}): blank lines separate paragraphs; a paragraph of several lines
 * whose first line is short and does not end a sentence shows that line as its heading.
 */
export function textBlocks(body: string): TextBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.split('\n').map((l) => l.trim()).filter(Boolean))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const first = lines[0]!;
      const isHeading = lines.length > 1 && first.length <= 80 && !/[.!?।:;,]$/.test(first);
      return isHeading ? { heading: first, lines: lines.slice(1) } : { heading: null, lines };
    });
}

/** The text of a page in the reader's language; a Bangla field left empty falls back to the English. */
export function pageInLanguage<P extends { title: string; title_bn: string; body: string; body_bn: string }>(
  page: P,
  language: string,
): { title: string; body: string } {
  const bn = language.startsWith('bn');
  return {
    title: bn && page.title_bn.trim() ? page.title_bn : page.title,
    body: bn && page.body_bn.trim() ? page.body_bn : page.body,
  };
}
