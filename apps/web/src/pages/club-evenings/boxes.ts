import { ApiError } from '../../api/problem';

/** A refused box of a game's record or of a new game, and the API's reason for it (in French, from the message catalogue). */
export interface BoxProblem {
  /** The box, as a path into the record sent ("grids[1].rows[3][0]", "moves[2].claims[0]"). */
  field: string;
  text: string;
}

/** The refused boxes of an answer, as the API words them, their paths read from the record (a leading "record." dropped). */
export function boxProblems(error: unknown): BoxProblem[] {
  if (!(error instanceof ApiError)) return [];
  return error.fieldErrors.map((e) => ({ field: e.field.replace(/^record\./, ''), text: e.reason }));
}

/** The problems of one box and of the boxes inside it ("grids[1]" holds "grids[1].rows[3][0]"), or exactly that box. */
export function problemsAt(problems: BoxProblem[], field: string, exact = false): BoxProblem[] {
  return problems.filter((p) => p.field === field || (!exact && (p.field.startsWith(`${field}.`) || p.field.startsWith(`${field}[`))));
}
