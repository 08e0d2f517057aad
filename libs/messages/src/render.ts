/** The parameters of a message: plain values, so that a message travels as data (a code and its parameters). */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A template's parameters by name: P<'letter' | 'count'>. */
export type P<K extends string> = Readonly<Record<K, string | number>>;

/** A French text: fixed, or built from its parameters. */
export type Template = string | ((params: never) => string);

/** A message as data: its stable code and the parameters its French text is built from. */
export interface Message<C extends string = string> {
  readonly code: C;
  readonly params?: MessageParams;
}

/** The parameters a template takes (none for a fixed text). */
export type ParamsOf<T> = T extends (params: infer P) => string ? P : undefined;

/** The rest arguments of a render call: the parameters when the template takes some, nothing otherwise. */
export type ParamArgs<T> = ParamsOf<T> extends undefined ? [] : [params: ParamsOf<T>];

export function renderTemplate(template: Template, params: MessageParams | undefined): string {
  return typeof template === 'string' ? template : (template as (p: MessageParams) => string)(params ?? {});
}

/** « 1 lettre », « 2 lettres » (French: 0 and 1 take the singular). */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${Math.abs(n) < 2 ? singular : pluralForm}`;
}

/** « "a" ou "b" » */
export function orList(items: readonly string[]): string {
  return items.map((s) => `« ${s} »`).join(' ou ');
}
