import type { CSSProperties } from 'react';
import type { Claim, LsString } from './ls-form';
import { Frame } from './work-ui';

export interface MarkedWord {
  claim: Claim;
  word: string;
  who: string;
  points: number | null;
  /** Typed and not yet scored by the server. */
  unsaved: boolean;
}

/**
 * The string as it stands, its squares numbered as the record numbers them (the first letter written is 0, to
 * its left -1, -2...), and under it each word claimed, drawn across its squares with the way it reads.
 */
export function StringView({ string, words }: { string: LsString; words: MarkedWord[] }) {
  const n = string.letters.length;
  if (!n) return <p className="hint">La chaîne est vide : le premier joueur écrit une lettre au centre.</p>;
  const column = (square: number) => square - string.first + 1;
  const style = { gridTemplateColumns: `repeat(${n}, 2rem)` } as CSSProperties;
  return (
    <Frame label="La chaîne et les mots soulignés" focusable>
      <div className="ls-string" style={style}>
        {[...string.letters].map((_, i) => (
          <span key={`n${i}`} className="ls-square-no" aria-hidden="true" style={{ gridColumn: i + 1, gridRow: 1 }}>
            {string.first + i}
          </span>
        ))}
        {[...string.letters].map((l, i) => (
          <span key={`l${i}`} className="ls-letter" style={{ gridColumn: i + 1, gridRow: 2 }}>
            {l}
          </span>
        ))}
        {words.map((w, k) => {
          const a = column(Math.min(w.claim.from, w.claim.to));
          const b = column(Math.max(w.claim.from, w.claim.to));
          const back = w.claim.from > w.claim.to;
          return (
            <span
              key={`w${k}`}
              className={`ls-claim${w.unsaved ? ' unsaved' : ''}`}
              style={{ gridColumn: `${a} / ${b + 1}`, gridRow: k + 3 }}
              title={`${w.word}, ${w.who}`}
            >
              {back ? '◀ ' : ''}
              {w.word}
              {!back && w.word.length > 1 ? ' ▶' : ''}
            </span>
          );
        })}
      </div>
      <p className="visually-hidden">
        Chaîne {string.letters}, des cases {string.first} à {string.first + n - 1}.{' '}
        {words.map((w) => `${w.word} (${w.claim.from === w.claim.to ? `case ${w.claim.from}` : `cases ${w.claim.from} à ${w.claim.to}`}, ${w.who}${w.unsaved ? ', non enregistré' : ''})`).join(' ; ')}
      </p>
    </Frame>
  );
}
