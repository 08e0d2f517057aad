import type { KeyboardEvent } from 'react';

const NOT_BOXES = new Set(['button', 'submit', 'reset', 'image', 'file']);

/**
 * The keys of a sheet's form, from every box (input, select, textarea): Ctrl+Entrée (⌘+Entrée) submits
 * anywhere; Entrée submits too, except in a textarea (a new line) and in the boxes `enter` leaves out. A box
 * with its own use of Entrée (the next coup) handles it first and calls preventDefault. The form is submitted
 * as its button would: the browser's checks of required boxes first.
 */
export function submitKeys(options: { enter?: (box: HTMLElement) => boolean } = {}) {
  return (event: KeyboardEvent<HTMLFormElement>): void => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing || event.altKey || event.shiftKey) return;
    const box = event.target;
    const isBox =
      (box instanceof HTMLInputElement && !NOT_BOXES.has(box.type)) || box instanceof HTMLSelectElement || box instanceof HTMLTextAreaElement;
    if (!isBox) return;
    const ctrl = event.ctrlKey || event.metaKey;
    if (!ctrl && (box instanceof HTMLTextAreaElement || (options.enter && !options.enter(box)))) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };
}
