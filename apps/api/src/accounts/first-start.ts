/** The first organiser created with a one-time password, for the person who started Greffier. */
export interface OneTimeOrganiser {
  email: string;
  password: string;
}

/** What a person at the terminal reads on the first start: a framed block in French, apart from the log lines. */
export function firstStartBanner({ email, password }: OneTimeOrganiser, screensUrl: string): string {
  const lines = [
    'Premier démarrage : un compte organisateur a été créé.',
    '',
    `  Adresse e-mail          : ${email}`,
    `  Mot de passe provisoire : ${password}`,
    '',
    `1. Ouvrez ${screensUrl} et connectez-vous avec ces identifiants.`,
    '2. Greffier vous demande aussitôt de choisir votre mot de passe (« Mon compte ») :',
    '   rien d’autre n’est enregistré avant.',
    'Ce mot de passe provisoire n’est affiché qu’une fois : notez-le maintenant.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '═'.repeat(width + 4);
  return ['', `╔${rule}╗`, ...lines.map((l) => `║  ${l.padEnd(width)}  ║`), `╚${rule}╝`, ''].join('\n') + '\n';
}
