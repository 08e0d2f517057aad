import { englishWords } from '../../libs/messages/src/testing/english';

/** A refusal as the secretary reads it: its detail and every box's reason in French words (the boxes' paths aside). */
export function inFrench(body: { detail?: string; errors?: { field: string; reason: string }[] }): void {
  const fields = (body.errors ?? []).map((e) => e.field);
  const texts = [body.detail ?? '', ...(body.errors ?? []).map((e) => e.reason)];
  expect(texts.flatMap((text) => englishWords(text, fields).map((word) => `${word} in « ${text} »`))).toEqual([]);
}
