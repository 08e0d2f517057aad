import { parseArgs } from 'node:util';
import { loadLexicon } from '@greffier/lexicon';
import { parseArgsRefusal, t } from '@greffier/messages';
import { compte, type CommandOutput, isInputError, mot, tirage, UsageError, verifieCompte, verifieMot } from './commands';

const HELP = t('CLI_HELP');

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
    const refusal = parseArgsRefusal(e);
    if (refusal !== undefined || isInputError(e)) {
      const message = refusal === undefined ? (e as Error).message : `${refusal} ${t('CLI_SEE_HELP')}`;
      const code = (e as { code?: string }).code ?? 'USAGE';
      process.stderr.write(`${json ? JSON.stringify({ error: message, code }) : t('CLI_ERROR', { message })}\n`);
      return 2;
    }
    throw e;
  }
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
