import type { KeyboardEvent } from 'react';

/** One letter A-Z as a square holds it: upper case, accents dropped (é is E), anything else nothing. */
export const bareLetter = (text: string): string => bareWord(text).slice(-1);

/** A word as the string or the cards hold it: letters A-Z, accents dropped (Œ is OE); `star` keeps the master card *. */
export const bareWord = (text: string, star = false): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/Œ/g, 'OE')
    .replace(star ? /[^A-Z*]/g : /[^A-Z]/g, '');

export const focusBox = (id: string | undefined): void => {
  if (!id) return;
  const box = document.getElementById(id);
  if (box instanceof HTMLElement) box.focus();
  if (box instanceof HTMLInputElement) box.select();
};

/** Where the arrows and the backspace go from a square. */
export interface Moves {
  next?: string;
  prev?: string;
  up?: string;
  down?: string;
}

/**
 * A square of one letter, typed from the keyboard: a letter fills it and goes to the next square, Retour arrière
 * on an empty square goes back, the arrows move (Entrée stays the form's: it saves).
 */
export function LetterBox({
  id,
  value,
  label,
  onLetter,
  moves,
  invalid,
  describedBy,
  className,
}: {
  id: string;
  value: string;
  label: string;
  onLetter: (letter: string) => void;
  moves: Moves;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}) {
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    // A key of one character: taken here, so that typing the letter the square already holds moves on too (the
    // input would not change). A phone's keyboard sends no such key: its letters come through onChange.
    if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      const letter = bareLetter(e.key);
      if (letter) {
        onLetter(letter);
        focusBox(moves.next);
      }
    } else if (e.key.startsWith('Arrow')) {
      const go = { ArrowRight: moves.next, ArrowLeft: moves.prev, ArrowUp: moves.up, ArrowDown: moves.down }[e.key];
      if (go) {
        e.preventDefault();
        focusBox(go);
      }
    } else if (e.key === 'Backspace' && !value) {
      e.preventDefault();
      focusBox(moves.prev);
    }
  }
  return (
    <input
      id={id}
      className={`letter-box${className ? ` ${className}` : ''}`}
      value={value}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      inputMode="text"
      onFocus={(e) => e.target.select()}
      onKeyDown={onKeyDown}
      onChange={(e) => {
        const letter = bareLetter(e.target.value);
        onLetter(letter);
        if (letter) focusBox(moves.next);
      }}
    />
  );
}
