/** A seat's place: by points, highest first; equal points share the place (1, 1, 3). */
export interface Placed {
  seat: number;
  points: number;
  place: number;
}

/** 000: "The player with the highest final score is the winner." Ties share their place; seats keep their order. */
export function places(points: readonly number[]): Placed[] {
  return points.map((p, i) => ({ seat: i + 1, points: p, place: 1 + points.filter((q) => q > p).length }));
}
