import { firstStartBanner } from './first-start';

describe('firstStartBanner', () => {
  const banner = firstStartBanner({ email: 'organisateur@greffier.local', password: 'Xy3_abcdefghijkl' }, 'http://127.0.0.1:3000/app/');
  const lines = banner.trim().split('\n');

  it('frames the e-mail, the one-time password and what to do, in French', () => {
    expect(lines[0]).toMatch(/^╔═+╗$/);
    expect(lines.at(-1)).toMatch(/^╚═+╝$/);
    expect(banner).toContain('Adresse e-mail          : organisateur@greffier.local');
    expect(banner).toContain('Mot de passe provisoire : Xy3_abcdefghijkl');
    expect(banner).toContain('Ouvrez http://127.0.0.1:3000/app/ et connectez-vous');
    expect(banner).toMatch(/choisir votre mot de passe/);
  });

  it('draws every line of the frame at the same width', () => {
    expect(new Set(lines.map((l) => [...l].length)).size).toBe(1);
  });
});
