import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { documentPages } from './document-pages.js';
import { writeDocx } from './docx-writer.js';

async function documentXml(html: string) {
  const docx = await writeDocx(documentPages(html), async () => undefined);
  return strFromU8(unzipSync(new Uint8Array(docx))['word/document.xml']!);
}

const textbox = (style: string) =>
  `<div class="draggable-textbox" style="${style}"><p>Inside</p></div>`;

describe('writeDocx textboxes', () => {
  it("keeps the box's own border, in whatever order its style writes it", async () => {
    const thick = await documentXml(
      textbox('position:absolute;left:3px;top:4px;width:100px;border:solid #a1a1aa 2px'),
    );
    expect(thick).toContain('<w:top w:val="single" w:color="A1A1AA" w:sz="12" w:space="3"/>');
    const none = await documentXml(
      textbox('position:absolute;left:3px;top:4px;width:100px;border:none'),
    );
    expect(none).toContain('<w:top w:val="none"');
  });

  it('leaves a textbox in the text flow where it is, bordered, without a frame', async () => {
    const xml = await documentXml(
      `<p>Before</p>${textbox('position:relative;width:100px;border:1px solid #d4d4d8')}<p>After</p>`,
    );
    expect(xml).not.toContain('<w:framePr');
    expect(xml).toMatch(
      /Before[\s\S]*<w:pBdr><w:top w:val="single" w:color="D4D4D8"[\s\S]*Inside[\s\S]*After/,
    );
  });
});
