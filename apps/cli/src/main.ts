import { parseArgs } from 'node:util';
import { loadLexicon } from '@greffier/lexicon';
import { t } from '@greffier/messages';
import { compte, type CommandOutput, isInputError, mot, tirage, UsageError, verifieCompte, verifieMot } from './commands';

const HELP = t('CLI_HELP');

/** Node's parseArgs speaks English: its refusals said with the catalogue's words. */
function parseArgsMessage(e: { code?: string; message: string }): string {
  const quoted = /'([^']+)'/.exec(e.message)?.[1] ?? '';
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return t('CLI_UNKNOWN_OPTION', { option: quoted });
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return t('CLI_OPTION_VALUE', { option: quoted.split(/[ ,]/)[0] ?? quoted });
  if (e.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return t('CLI_UNEXPECTED_ARGUMENT', { argument: quoted });
  return t('CLI_BAD_ARGUMENTS');
}

function run(argv: string[]): CommandOutput {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      toutes: { type: 'boolean', default: false },
      longueurs: { type: 'string' },
      'sans-accents': { type: 'boolean', default: false },
      seed: { type: 'string' },
      plan: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) return { text: HELP, json: { help: HELP }, code: command || values.help ? 0 : 2 };
  switch (command) {
    case 'compte':
      return compte(args, { all: values.toutes });
    case 'verifie-compte':
      return verifieCompte(args);
    case 'mot': {
      const lengths = values.longueurs === undefined ? 0 : Number(values.longueurs);
      if (!Number.isInteger(lengths) || lengths < 0 || lengths > 9) throw new UsageError(t('CLI_LENGTHS'));
      return mot(loadLexicon(), args, { lengths });
    }
    case 'verifie-mot':
      return verifieMot(loadLexicon(), args, { accents: !values['sans-accents'] });
    case 'tirage':
      return tirage({ seed: values.seed, plan: values.plan });
    default:
      throw new UsageError(`${t('CLI_UNKNOWN_COMMAND', { command })}\n\n${HELP}`);
  }
}

export function main(argv: string[]): number {
  const json = argv.includes('--json');
  try {
    const out = run(argv);
    process.stdout.write(`${json ? JSON.stringify(out.json, null, 2) : out.text}\n`);
    return out.code;
  } catch (e) {
    if (isInputError(e) || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      const code = (e as { code?: string }).code;
      const message = code?.startsWith('ERR_PARSE_ARGS') ? parseArgsMessage(e as Error & { code?: string }) : (e as Error).message;
      process.stderr.write(`${json ? JSON.stringify({ error: message, code: (e as { code?: string }).code ?? 'USAGE' }) : `greffier: ${message}`}\n`);
      return 2;
    }
    throw e;
  }
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
