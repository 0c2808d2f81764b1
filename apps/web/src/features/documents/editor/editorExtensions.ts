import type { Extensions } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extension-placeholder';
import {
  BackgroundColor,
  Color,
  FontFamily,
  FontSize,
  TextStyle,
} from '@tiptap/extension-text-style';
import { editorMessages as messages } from '../documents.messages';
import StarterKit from '@tiptap/starter-kit';
import { TABLE_CELL_MIN_WIDTH } from './editorConstants';
import { AutolinkOnBlur } from './extensions/AutolinkOnBlur';
import { MediaControls } from './extensions/MediaControls';
import { EditorDocument, PageBreakNode, PageNode } from './extensions/PageNodes';
import { PlaceholderTag } from './extensions/PlaceholderTag';
import { PositionedImage } from './extensions/PositionedImage';
import { ScopedSelectAll } from './extensions/ScopedSelectAll';
import { CommentMark, SuggestedBlock, SuggestedBreak, SuggestionMark } from './review/reviewMarks';
import { Textbox } from './extensions/Textbox';

type EditorExtensionOptions = {
  /** A placeholder tag was clicked: ask for its new name, then apply it. */
  onRenamePlaceholder: (current: string, apply: (name: string) => void) => void;
  /** Written together: the shared document keeps the history (undo is one's own changes). */
  collaborative?: boolean;
};

/** Everything the document editor's schema and behaviour is made of. */
export function createEditorExtensions({
  onRenamePlaceholder,
  collaborative = false,
}: EditorExtensionOptions): Extensions {
  return [
    StarterKit.configure({
      document: false,
      heading: { levels: [1, 2, 3] },
      codeBlock: false,
      ...(collaborative ? { undoRedo: false as const } : {}),
      // Never a paragraph after the last page (page mode); after a textbox or an image, yes.
      trailingNode: { notAfter: ['paragraph', 'page'] },
      // Autolinking happens on blur (spec 2 §4), not while typing.
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      },
    }),
    EditorDocument,
    PageNode,
    PageBreakNode,
    TextStyle,
    FontFamily,
    FontSize,
    Color,
    // The highlight: a background colour on the text, written in its style like the others.
    BackgroundColor,
    Placeholder.configure({ placeholder: messages.startWriting }),
    TextAlign.configure({
      types: ['heading', 'paragraph'],
      alignments: ['left', 'center', 'right'],
    }),
    TableKit.configure({
      table: {
        resizable: true,
        cellMinWidth: TABLE_CELL_MIN_WIDTH,
        allowTableNodeSelection: false,
      },
    }),
    PlaceholderTag.configure({ onRename: onRenamePlaceholder }),
    Textbox,
    PositionedImage,
    MediaControls,
    AutolinkOnBlur,
    ScopedSelectAll,
    // Comments' ranges and suggested changes (never in saved HTML: review/acceptedContent.ts).
    CommentMark,
    SuggestionMark,
    SuggestedBreak,
    SuggestedBlock,
  ];
}
