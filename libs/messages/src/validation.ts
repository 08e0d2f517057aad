import { FEDERATION } from './areas/federation';
type Args = readonly unknown[];
const n = (args: Args, i = 0): string => String(args[i]);
// The values allowed are the API's own (« next », « round »): quoted, as input is.
const list = (value: unknown): string => (Array.isArray(value) ? value : [value]).map((v) => `« ${String(v)} »`).join(', ');

/**
 * The reasons of the API's validation pipe in French, by class-validator's constraint name: the field's path is
 * said by `errors[].field`, the reason says what the value must be. `args` are the constraint's own (a minimum,
 * the allowed values...).
 */
export const CONSTRAINT_REASONS: Readonly<Record<string, (args: Args) => string>> = {
  whitelistValidation: () => 'champ inconnu : cet envoi ne le prend pas',
  unknownValue: () => 'valeur inattendue',
  nestedValidation: () => 'doit être un objet ou un tableau',
  isDefined: () => 'obligatoire',
  isNotEmpty: () => 'ne doit pas être vide',
  isString: () => 'doit être un texte',
  isInt: () => 'doit être un nombre entier',
  isNumber: () => 'doit être un nombre',
  isBoolean: () => 'doit être vrai ou faux (true ou false)',
  isObject: () => 'doit être un objet',
  isArray: () => 'doit être une liste',
  isEmail: () => 'doit être une adresse e-mail',
  isUuid: () => 'doit être un UUID',
  isUUID: () => 'doit être un UUID',
  isDateString: () => 'doit être une date ISO 8601',
  isIso8601: () => 'doit être une date ISO 8601',
  isIn: (args) => `doit être l’une de ces valeurs : ${list(args[0])}`,
  isEnum: (args) => `doit être l’une de ces valeurs : ${list(Object.values((args[0] ?? {}) as object))}`,
  min: (args) => `doit valoir au moins ${n(args)}`,
  max: (args) => `doit valoir au plus ${n(args)}`,
  minLength: (args) => `doit compter au moins ${n(args)} caractère${Number(args[0]) > 1 ? 's' : ''}`,
  maxLength: (args) => `doit compter au plus ${n(args)} caractère${Number(args[0]) > 1 ? 's' : ''}`,
  isLength: (args) =>
    args[1] === undefined ? `doit compter au moins ${n(args)} caractères` : `doit compter de ${n(args)} à ${n(args, 1)} caractères`,
  arrayMinSize: (args) => `doit compter au moins ${n(args)} élément${Number(args[0]) > 1 ? 's' : ''}`,
  arrayMaxSize: (args) => `doit compter au plus ${n(args)} élément${Number(args[0]) > 1 ? 's' : ''}`,
  arrayNotEmpty: () => 'ne doit pas être une liste vide',
  arrayUnique: () => 'ne doit pas contenir deux fois la même valeur',
  matches: () => 'n’a pas la forme attendue',
  isNotBlank: () => 'ne doit pas être vide (des espaces ou des caractères invisibles seulement)',
  notBefore: (args) => `ne doit pas précéder ${list(args[0])}, le début de la période`,
  isDay: (args) => `doit être un jour du calendrier (AAAA-MM-JJ)${args.length >= 2 ? ` entre ${n(args)} et ${n(args, 1)}` : ''}`,
};

/** The form a text field must have, by the field's name (the DTOs' @Matches). */
export const FIELD_FORMATS: Readonly<Record<string, string>> = {
  licence: 'doit compter de 1 à 20 lettres, chiffres ou tirets',
  seed: 'doit compter de 1 à 64 lettres, chiffres, points, tirets ou soulignés',
  reason: 'ne doit pas être vide',
  word: 'doit compter de 2 à 25 lettres (traits d’union admis)',
  date: 'doit être une date AAAA-MM-JJ',
  order: 'ne doit contenir que des C et des L',
  letters: 'doit être les 10 lettres du tirage',
  correctorPlayerId: 'doit être l’identifiant (UUID) d’un joueur',
  federationCode: 'doit compter de 1 à 32 lettres, chiffres, points, tirets ou soulignés',
  serverUrl: FEDERATION.FEDERATION_URL_FORMAT,
  clubKey: FEDERATION.FEDERATION_KEY_FORMAT,
};

/** The French reason of one failed constraint; undefined when the catalogue does not know the constraint. */
export function constraintReason(constraint: string, args: Args, field: string): string | undefined {
  if (constraint === 'matches' && FIELD_FORMATS[field]) return FIELD_FORMATS[field];
  return CONSTRAINT_REASONS[constraint]?.(args);
}
