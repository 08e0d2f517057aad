import { parseArgs } from 'node:util';
import { loadLexicon } from '@greffier/lexicon';
import { compte, type CommandOutput, isInputError, mot, tirage, UsageError, verifieCompte, verifieMot } from './commands';

const HELP = `greffier: the arbiters' tool for "Des chiffres et des lettres"

  greffier compte <6 plaques> <cible> [--toutes]        le compte est bon: top, distance, une solution
  greffier verifie-compte <6 plaques> <cible> "<lignes>" vérifie la solution écrite d'un joueur
  greffier mot <10 lettres> [--longueurs N]              mots les plus longs (et les N longueurs en dessous)
  greffier verifie-mot <10 lettres> <mot> [--sans-accents] vérifie le mot d'un joueur
  greffier tirage --seed <graine> [--plan duplicate|match|finale|departage]  reproduit les tirages d'une séance

  --json   sortie JSON pour les scripts
Exit code: 0 done, 1 the answer checked is refused, 2 bad input.`;

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
      if (!Number.isInteger(lengths) || lengths < 0 || lengths > 9) throw new UsageError('--longueurs must be a whole number from 0 to 9');
      return mot(loadLexicon(), args, { lengths });
    }
    case 'verifie-mot':
      return verifieMot(loadLexicon(), args, { accents: !values['sans-accents'] });
    case 'tirage':
      return tirage({ seed: values.seed, plan: values.plan });
    default:
      throw new UsageError(`unknown command "${command}"\n\n${HELP}`);
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
      const message = (e as Error).message;
      process.stderr.write(`${json ? JSON.stringify({ error: message, code: (e as { code?: string }).code ?? 'USAGE' }) : `greffier: ${message}`}\n`);
      return 2;
    }
    throw e;
  }
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
