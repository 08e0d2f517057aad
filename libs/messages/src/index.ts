import { MESSAGES, type MessageCode } from './catalogue';
import { type Message, type MessageParams, type ParamArgs, renderTemplate, type Template } from './render';

export * from './catalogue';
export * from './entities';
export * from './parse-args';
export * from './reasons';
export * from './render';
export * from './validation';

/** The French text of a message code with its parameters: t('LETTER_OVERUSED', { letter: 'R', used: 2, drawn: 1 }). */
export function t<C extends MessageCode>(code: C, ...params: ParamArgs<(typeof MESSAGES)[C]>): string {
  return renderTemplate(MESSAGES[code] as Template, params[0] as MessageParams | undefined);
}

/** A message as data (its code and parameters), for a library to return and the API to render. */
export function msg<C extends MessageCode>(code: C, ...params: ParamArgs<(typeof MESSAGES)[C]>): Message<C> {
  return params[0] === undefined ? { code } : { code, params: params[0] as MessageParams };
}

/** The French text of a message given as data; undefined for a code the catalogue does not know. */
export function render(message: Message): string | undefined {
  const template = (MESSAGES as Record<string, Template>)[message.code];
  return template === undefined ? undefined : renderTemplate(template, message.params);
}

export function isMessageCode(code: string): code is MessageCode {
  return Object.prototype.hasOwnProperty.call(MESSAGES, code);
}
