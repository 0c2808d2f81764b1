/** The body font of exported Word files: the editor's default (Arial, or its twin Liberation Sans). */
export const DEFAULT_FONT = 'Arial';

type FontFacts = {
  family: 'swiss' | 'roman' | 'modern';
  pitch: 'variable' | 'fixed';
  panose: string;
};

/**
 * What Word and LibreOffice need to know of the editor's fonts (spec 2 §9) to use them when
 * installed and to pick a close one when not: the family (sans serif, serif, monospace), the pitch
 * and the PANOSE classification.
 */
const FONT_FACTS: Record<string, FontFacts> = {
  Arial: { family: 'swiss', pitch: 'variable', panose: '020B0604020202020204' },
  Roboto: { family: 'swiss', pitch: 'variable', panose: '02000000000000000000' },
  Montserrat: { family: 'swiss', pitch: 'variable', panose: '00000500000000000000' },
  Merriweather: { family: 'roman', pitch: 'variable', panose: '00000500000000000000' },
  'Playfair Display': { family: 'roman', pitch: 'variable', panose: '00000500000000000000' },
  Lora: { family: 'roman', pitch: 'variable', panose: '00000500000000000000' },
  'Courier New': { family: 'modern', pitch: 'fixed', panose: '02070309020205020404' },
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A font-table entry; a family we do not know is declared by name, as Word itself does. */
function fontEntry(name: string): string {
  const facts = FONT_FACTS[name];
  const details = facts
    ? `<w:panose1 w:val="${facts.panose}"/><w:charset w:val="00"/><w:family w:val="${facts.family}"/><w:pitch w:val="${facts.pitch}"/>`
    : '<w:charset w:val="00"/><w:family w:val="auto"/><w:pitch w:val="variable"/>';
  return `<w:font w:name="${escapeXml(name)}">${details}</w:font>`;
}

/** word/fontTable.xml declaring these fonts (each once, in order). */
export function fontTableXml(fonts: Iterable<string>): string {
  const entries = [...new Set(fonts)].map(fontEntry).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:fonts xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
    `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${entries}</w:fonts>`
  );
}
