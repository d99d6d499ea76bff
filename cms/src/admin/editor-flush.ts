// What the reader sees in the Markdown editor is what is saved (issue 39). Strapi's editor is
// CodeMirror 5 with `inputStyle: 'contenteditable'`: typed text, a phone keyboard's words and an
// IME's composition reach CodeMirror (and so the form) only 80 ms after the input event, or at the
// end of a composition. A Save, Publish or Preview pressed inside that window sent the form as it
// was before the text (an empty body, or none on a new language version), while the editor still
// showed the text. Before anything outside the editor is pressed, tapped or focused, and when the
// page is hidden or left, every editor's pending input is read at once.

/** The parts of CodeMirror 5's contenteditable input this reads (not in its public API). */
interface PendingInput {
  readDOMTimeout?: ReturnType<typeof setTimeout> | null;
  composing?: unknown;
  updateFromDOM?: () => void;
}

interface EditorElement extends HTMLElement {
  CodeMirror?: { display?: { input?: PendingInput } };
}

/**
 * Reads one editor's pending input now: CodeMirror emits its change, Strapi sets the field. A word
 * still being composed is read too unless `keepComposition` (a key pressed inside the editor
 * while an IME composes belongs to the composition).
 */
function flush(editor: EditorElement, keepComposition = false): void {
  const input = editor.CodeMirror?.display?.input;
  if (!input?.updateFromDOM) return;
  if (input.composing && keepComposition) return;
  if (input.readDOMTimeout == null && !input.composing) return;
  if (input.readDOMTimeout != null) clearTimeout(input.readDOMTimeout);
  input.readDOMTimeout = null;
  input.composing = null;
  input.updateFromDOM();
}

/**
 * Every editor's pending input, read now. The editor an event happens in keeps a word being
 * composed; a key pressed in it first gets the text already there (else CodeMirror acts on the
 * key, e.g. moves to the end, with its older text, and redraws over the new).
 */
export function flushEditors(event?: Event): void {
  const target = event?.target;
  const inside = target instanceof Element ? target.closest('.CodeMirror') : null;
  document.querySelectorAll<EditorElement>('.CodeMirror').forEach((editor) => {
    if (editor !== inside) flush(editor);
    else if (event?.type === 'keydown') flush(editor, true);
  });
}

/**
 * Capture-phase listeners, so the form has the text before any button's own handler runs: a press
 * starts with pointerdown/mousedown/touchstart, a keyboard press of a focused button with keydown,
 * and leaving the editor with focusout.
 */
export function flushEditorsBeforeActions(): void {
  for (const type of ['pointerdown', 'mousedown', 'touchstart', 'keydown']) {
    document.addEventListener(type, flushEditors, { capture: true, passive: true });
  }
  const all = () => flushEditors();
  document.addEventListener('focusout', all, { capture: true });
  document.addEventListener('visibilitychange', all);
  window.addEventListener('pagehide', all);
  window.addEventListener('beforeunload', all);
}
