import beautify from 'js-beautify';
import { CODE_INDENT, CODE_WRAP } from './editorConstants';

/** The code panel's text: the content as HTML indented by 2 and wrapped at 80 (spec 2 §2). */
export function formatHtml(html: string): string {
  return beautify.html(html, {
    indent_size: CODE_INDENT,
    wrap_line_length: CODE_WRAP,
    end_with_newline: false,
    preserve_newlines: false,
  });
}
