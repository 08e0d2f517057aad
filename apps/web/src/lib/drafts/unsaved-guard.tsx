import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { type Blocker, type BlockerFunction, useBlocker } from 'react-router';

interface GuardedWork {
  /** Typed and not handed to a save. */
  unsaved: boolean;
  /** A save on its way or waiting for the server (closing the tab stops its retries until the next visit). */
  pending: boolean;
  /** Resolves once the draft is written to the local store. */
  flush: () => Promise<unknown>;
}

type Register = (id: string, work: GuardedWork | null) => void;
const GuardContext = createContext<Register | null>(null);

/**
 * A screen whose forms keep drafts: leaving it with typing not yet handed to a save asks first, within the
 * screens (links, the back button: a dialog of the screens) and for the browser (reload, closing the tab: the
 * browser's own question). One per screen: the router holds one blocker at a time.
 */
export function UnsavedGuard({ children }: { children: ReactNode }) {
  const works = useRef(new Map<string, GuardedWork>());
  const register = useCallback<Register>((id, work) => {
    if (work) works.current.set(id, work);
    else works.current.delete(id);
  }, []);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && [...works.current.values()].some((w) => w.unsaved),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (![...works.current.values()].some((w) => w.unsaved || w.pending)) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when it is set
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  const flushAll = useCallback(() => Promise.all([...works.current.values()].map((w) => w.flush())), []);
  return (
    <GuardContext.Provider value={register}>
      {children}
      <LeaveDialog blocker={blocker} flush={flushAll} />
    </GuardContext.Provider>
  );
}

/** Tells the screen's guard about one form's typing. */
export function useGuardedWork(id: string, { unsaved, pending, flush }: GuardedWork): void {
  const register = useContext(GuardContext);
  useEffect(() => {
    register?.(id, { unsaved, pending, flush });
  }, [register, id, unsaved, pending, flush]);
  useEffect(() => () => register?.(id, null), [register, id]);
}

function LeaveDialog({ blocker, flush }: { blocker: Blocker; flush: () => Promise<unknown> }) {
  const ref = useRef<HTMLDialogElement>(null);
  const back = useRef<Element | null>(null);
  const [leaving, setLeaving] = useState(false);
  const titleId = useId();
  const textId = useId();
  const open = blocker.state === 'blocked';
  // The navigation asked for: a new one blocked right after « Rester » (the back button pressed again at
  // once) can come in the same render as the reset, `open` staying true; the dialog must open again all the same.
  const asked = blocker.location;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      back.current = document.activeElement;
      setLeaving(false);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, asked]);

  function stay() {
    if (blocker.state === 'blocked') blocker.reset();
    ref.current?.close();
    if (back.current instanceof HTMLElement) back.current.focus();
  }

  async function leave() {
    setLeaving(true);
    await flush().catch(() => undefined);
    if (blocker.state === 'blocked') blocker.proceed();
  }

  return (
    <dialog
      ref={ref}
      className="leave-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        stay();
      }}
    >
      <h2 id={titleId}>Quitter sans enregistrer ?</h2>
      <p id={textId}>
        Ce que vous avez tapé n’est pas encore enregistré sur le serveur. Il reste gardé sur cet ordinateur : il vous sera proposé quand vous reviendrez sur cette
        feuille.
      </p>
      <div className="row">
        <button type="button" onClick={stay}>
          Rester sur la feuille
        </button>
        <button type="button" className="secondary" onClick={() => void leave()} disabled={leaving}>
          Quitter sans enregistrer
        </button>
      </div>
    </dialog>
  );
}
