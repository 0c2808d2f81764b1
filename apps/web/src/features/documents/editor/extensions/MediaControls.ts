import { Extension } from '@tiptap/core';
import {
  NodeSelection,
  Plugin,
  PluginKey,
  type EditorState,
  type Transaction,
} from '@tiptap/pm/state';
import { EDITOR_PAGE_CLASS } from '@worksphere/contracts';
import { isMediaNodeName, type MediaAttributes } from '../mediaAttributes';
import {
  applyWrap,
  bringForward,
  clampToArea,
  nudgeFor,
  pixelsOf,
  sendBackward,
  togglePosition,
  type MediaWrap,
} from '../mediaGeometry';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mediaControls: {
      /** Inline ↔ absolute for the selected textbox or image. */
      toggleMediaPosition: () => ReturnType;
      bringMediaForward: () => ReturnType;
      sendMediaBackward: () => ReturnType;
      /** In the text on its own line, or floated left or right with the text wrapping it. */
      setMediaWrap: (wrap: MediaWrap) => ReturnType;
    };
  }
}

/** The selected textbox or image, if the selection is one. */
export function selectedMedia(state: EditorState) {
  const { selection } = state;
  if (selection instanceof NodeSelection && isMediaNodeName(selection.node.type.name)) {
    return {
      pos: selection.from,
      node: selection.node,
      attrs: selection.node.attrs as MediaAttributes,
    };
  }
  return null;
}

/**
 * The item the toolbar's item buttons act on: the selected textbox or image, or the textbox the
 * cursor is typing in (so a new textbox can be placed without leaving its text).
 */
export function activeMedia(state: EditorState) {
  const selected = selectedMedia(state);
  if (selected) return selected;
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type.name === 'textbox') {
      return { pos: $from.before(depth), node, attrs: node.attrs as MediaAttributes };
    }
  }
  return null;
}

function updateSelected(
  state: EditorState,
  dispatch: ((tr: Transaction) => void) | undefined,
  change: (attrs: MediaAttributes) => Partial<MediaAttributes>,
): boolean {
  const media = activeMedia(state);
  if (!media) return false;
  if (dispatch) {
    const tr = state.tr.setNodeMarkup(media.pos, undefined, {
      ...media.node.attrs,
      ...change(media.attrs),
    });
    if (state.selection instanceof NodeSelection) {
      tr.setSelection(NodeSelection.create(tr.doc, media.pos));
    }
    dispatch(tr);
  }
  return true;
}

/** Position toggle, z-order and arrow-key moves of the selected textbox or image (spec 2 §4). */
export const MediaControls = Extension.create({
  name: 'mediaControls',

  addCommands() {
    return {
      toggleMediaPosition:
        () =>
        ({ state, dispatch }) =>
          updateSelected(state, dispatch, (attrs) => togglePosition(attrs)),
      bringMediaForward:
        () =>
        ({ state, dispatch }) =>
          updateSelected(state, dispatch, (attrs) => ({ zIndex: bringForward(attrs.zIndex) })),
      sendMediaBackward:
        () =>
        ({ state, dispatch }) =>
          updateSelected(state, dispatch, (attrs) => ({ zIndex: sendBackward(attrs.zIndex) })),
      setMediaWrap:
        (wrap) =>
        ({ state, dispatch }) =>
          updateSelected(state, dispatch, () => applyWrap(wrap)),
    };
  },

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('mediaNudge'),
        props: {
          handleKeyDown(view, event) {
            // Escape while typing in a textbox selects the textbox itself (to move it by keys).
            if (event.key === 'Escape' && view.editable) {
              const { $from } = view.state.selection;
              for (let depth = $from.depth; depth > 0; depth -= 1) {
                if ($from.node(depth).type.name === 'textbox') {
                  const tr = view.state.tr.setSelection(
                    NodeSelection.create(view.state.doc, $from.before(depth)),
                  );
                  view.dispatch(tr);
                  return true;
                }
              }
            }
            const media = selectedMedia(view.state);
            if (!media || media.attrs.position !== 'absolute' || !view.editable) return false;
            const step = nudgeFor(event.key, event.shiftKey);
            if (!step) return false;
            event.preventDefault();
            const element = view.nodeDOM(media.pos) as HTMLElement | null;
            const page = element?.parentElement?.closest<HTMLElement>(`.${EDITOR_PAGE_CLASS}`);
            const area = page ?? view.dom;
            const point = clampToArea(
              {
                left: pixelsOf(media.attrs.left) + step.left,
                top: pixelsOf(media.attrs.top) + step.top,
              },
              { width: element?.offsetWidth ?? 0, height: element?.offsetHeight ?? 0 },
              // Unmeasured (no layout): no clamping beyond the page's top-left corner.
              area.clientWidth > 0
                ? { width: area.clientWidth, height: page ? page.clientHeight : area.scrollHeight }
                : { width: Number.MAX_SAFE_INTEGER, height: Number.MAX_SAFE_INTEGER },
            );
            return updateSelected(view.state, view.dispatch, () => ({
              left: `${point.left}px`,
              top: `${point.top}px`,
            }));
          },
        },
      }),
    ];
  },
});
