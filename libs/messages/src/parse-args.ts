import { MESSAGES } from './catalogue';

/**
 * Node's parseArgs (node:util) speaks English: its refusal of what was typed, said with the catalogue's words;
 * undefined for any other error.
 */
export function parseArgsRefusal(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS')) return undefined;
  const quoted = /'([^']+)'/.exec(String(message))?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return MESSAGES.CLI_UNKNOWN_OPTION({ option: quoted });
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return MESSAGES.CLI_OPTION_VALUE({ option: quoted.split(/[ ,]/)[0] ?? quoted });
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return MESSAGES.CLI_UNEXPECTED_ARGUMENT({ argument: quoted });
  return MESSAGES.CLI_BAD_ARGUMENTS;
}
