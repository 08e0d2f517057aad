import { readFileSync } from 'node:fs';
import { generateSession, solve } from '@greffier/dcl';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations, startWebApp, type WebApp } from './support/web-app';

/** The organiser's management screens, clicked through as on the eve of a tournament. */
describe('the organiser’s management screens', () => {
  let web: WebApp;
  let tournamentId = '';
  const arbiter = { email: 'claire.arbitre@douai.fr', password: 'arbitre-douai-1' };

  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(() => web?.close());

  const organiserPage = (path: string) => web.page(path, { token: web.organiserToken });
  const rowTexts = async (page: Page, tableName: string) =>
    (await page.getByRole('table', { name: tableName }).locator('tbody tr').allInnerTexts()).map((t) => t.split('\t').map((c) => c.trim()));

  it('creates, finds and deletes clubs', async () => {
    const page = await organiserPage('/gestion/clubs');
    await page.getByText('Aucun club pour l’instant').waitFor();
    for (const [name, city, code] of [
      ['Club de Douai', 'Douai', 'NPC-059'],
      ['Les Lettreux de Laxou', 'Laxou', 'LOR-054'],
      ['Club éphémère', 'Lille', ''],
    ]) {
      await page.getByLabel('Nom du club').fill(name);
      await page.getByLabel('Ville').fill(city);
      await page.getByLabel('Code fédéral').fill(code);
      await page.getByLabel('Code fédéral').press('Enter');
      await page.getByRole('status').filter({ hasText: `Le club « ${name} » a été créé.` }).waitFor();
    }
    await page.getByRole('cell', { name: 'Club éphémère', exact: true }).waitFor();
    expect(await rowTexts(page, 'Clubs')).toEqual([
      ['Club de Douai', 'Douai', 'NPC-059', 'ModifierSupprimer'],
      ['Club éphémère', 'Lille', '—', 'ModifierSupprimer'],
      ['Les Lettreux de Laxou', 'Laxou', 'LOR-054', 'ModifierSupprimer'],
    ]);
    // A federation code already used: the server's field reason next to the input.
    await page.getByLabel('Nom du club').fill('Doublon');
    await page.getByLabel('Ville').fill('Arras');
    await page.getByLabel('Code fédéral').fill('NPC-059');
    await page.getByRole('button', { name: 'Créer le club' }).click();
    await page.locator('#new-club-code-error').filter({ hasText: 'déjà utilisé' }).waitFor();

    await page.getByRole('button', { name: 'Supprimer Club éphémère' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer le club « Club éphémère » ?' });
    await dialog.getByLabel('Motif').fill('Créé par erreur');
    await dialog.getByRole('button', { name: 'Supprimer le club' }).click();
    await page.getByRole('status').filter({ hasText: 'Le club « Club éphémère » a été supprimé.' }).waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher un club' }).fill('lax');
    await page.getByRole('cell', { name: 'Club de Douai', exact: true }).waitFor({ state: 'detached' });
    expect(await rowTexts(page, 'Clubs')).toEqual([['Les Lettreux de Laxou', 'Laxou', 'LOR-054', 'ModifierSupprimer']]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'gestion-clubs');
  });

  it('refuses a CSV with two bad lines, shows both and imports nothing; imports it once fixed, then exports', async () => {
    const page = await organiserPage('/gestion/joueurs');
    await page.getByText('Aucun joueur pour l’instant.').waitFor();
    const lines = ['licence;nom;prénom;club;classement', 'A001;Martin;Claire;NPC-059;1500', 'A002;Durand;;LOR-054;', 'A003;Petit;Louis;ZZZ-999;', 'A004;Roux;Emma;LOR-054;1320'];
    await page.getByLabel('Fichier des joueurs (.csv)').setInputFiles({ name: 'joueurs.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    await page.getByRole('button', { name: 'Importer' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'rien n’a été importé' });
    await alert.waitFor();
    expect(await alert.locator('strong').textContent()).toBe('Le fichier comporte 2 erreurs : rien n’a été importé.');
    expect(await rowTexts(page, 'Erreurs du fichier, ligne par ligne')).toEqual([
      ['3', 'Prénom', 'obligatoire'],
      ['4', 'Club', 'club inconnu « ZZZ-999 »'],
    ]);
    expect((await web.api<{ total: number }>('GET', '/players', { token: web.organiserToken })).total).toBe(0);
    expect(await page.getByText('Aucun joueur pour l’instant.').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'gestion-joueurs-import-refuse');

    lines[2] = 'A002;Durand;Paul;LOR-054;';
    lines[3] = 'A003;Petit;Louis;NPC-059;';
    await page.getByLabel('Fichier des joueurs (.csv)').setInputFiles({ name: 'joueurs.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    await page.getByRole('button', { name: 'Importer' }).click();
    await page.getByRole('status').filter({ hasText: 'Import terminé : 4 créés, 0 mis à jour, 0 inchangé.' }).waitFor();
    await page.getByRole('cell', { name: 'Martin', exact: true }).waitFor();
    expect(await rowTexts(page, 'Joueurs')).toEqual([
      ['A002', 'Durand', 'Paul', 'Les Lettreux de Laxou', '—', '—', 'ModifierSupprimer'],
      ['A001', 'Martin', 'Claire', 'Club de Douai', '—', '1500', 'ModifierSupprimer'],
      ['A003', 'Petit', 'Louis', 'Club de Douai', '—', '—', 'ModifierSupprimer'],
      ['A004', 'Roux', 'Emma', 'Les Lettreux de Laxou', '—', '1320', 'ModifierSupprimer'],
    ]);
    await page.getByRole('searchbox', { name: 'Rechercher un joueur' }).fill('dur');
    await page.getByRole('cell', { name: 'Martin', exact: true }).waitFor({ state: 'detached' });
    expect((await rowTexts(page, 'Joueurs')).map((r) => r[1])).toEqual(['Durand']);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('joueurs.csv');
    const csv = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(csv.slice(0, 3)).toEqual(['licence;nom;prénom;club;nom du club;catégorie;classement', 'A001;Martin;Claire;NPC-059;Club de Douai;;1500', 'A003;Petit;Louis;NPC-059;Club de Douai;;']);
    await screenshot(page, 'gestion-joueurs');
  });

  it('shows a club account its own players only, read-only', async () => {
    const clubs = await web.api<{ items: { id: string; name: string }[] }>('GET', '/clubs?q=Laxou');
    await web.api('POST', '/accounts', {
      token: web.organiserToken,
      body: { email: 'secretaire@laxou.fr', displayName: 'Secrétariat Laxou', password: 'laxou-password-1', role: 'CLUB', clubId: clubs.items[0].id },
    });
    const page = await web.page('/gestion/joueurs', { token: await web.login('secretaire@laxou.fr', 'laxou-password-1') });
    await page.getByRole('heading', { name: 'Joueurs du club Les Lettreux de Laxou' }).waitFor();
    await page.getByRole('cell', { name: 'Roux', exact: true }).waitFor();
    expect((await rowTexts(page, 'Joueurs')).map((r) => r[1])).toEqual(['Durand', 'Roux']);
    expect(await page.getByRole('button', { name: /Modifier|Importer|Créer/ }).count()).toBe(0);
  });

  it('creates a tournament and opens its management page', async () => {
    const page = await organiserPage('/gestion/tournois/nouveau');
    await page.getByLabel('Nom du tournoi').fill('Tournoi de Douai 2026');
    await page.getByLabel('Date').fill('2026-12-12');
    await page.getByLabel('Lieu').fill('Salle des fêtes, Douai');
    await page.getByLabel('Club organisateur').selectOption({ label: 'Club de Douai (Douai)' });
    await page.getByRole('radio', { name: /^Laxou/ }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'gestion-tournoi-nouveau');
    await page.getByRole('button', { name: 'Créer le tournoi' }).click();
    await page.waitForURL(/\/app\/gestion\/tournois\/[0-9a-f-]{36}$/);
    tournamentId = page.url().split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: 'Tournoi de Douai 2026' }).waitFor();
    expect(await page.locator('dl.facts').innerText()).toContain('samedi 12 décembre 2026');
    const t = await web.api<{ pointsProfile: string; status: string }>('GET', `/tournaments/${tournamentId}`);
    expect(t).toMatchObject({ pointsProfile: 'laxou', status: 'REGISTRATION' });
  });

  it('registers players, assigns an arbiter, rules on a word and moves the steps (a step back needs a reason)', async () => {
    const page = await organiserPage(`/gestion/tournois/${tournamentId}`);
    await page.getByText('Aucun joueur inscrit pour l’instant.').waitFor();
    await page.getByRole('searchbox', { name: 'Chercher un joueur à inscrire' }).fill('A00');
    for (const name of ['Claire Martin', 'Paul Durand', 'Louis Petit']) await page.getByRole('checkbox', { name: `Sélectionner ${name}` }).check();
    await page.getByRole('button', { name: 'Inscrire les 3 joueurs sélectionnés' }).click();
    const entries = 'Joueurs inscrits et leurs numéros de table';
    await page.getByRole('table', { name: entries }).waitFor();
    expect((await rowTexts(page, entries)).map((r) => r.slice(0, 6))).toEqual([
      ['1', 'A001', 'Martin', 'Claire', 'Club de Douai', 'inscrit'],
      ['2', 'A002', 'Durand', 'Paul', 'Les Lettreux de Laxou', 'inscrit'],
      ['3', 'A003', 'Petit', 'Louis', 'Club de Douai', 'inscrit'],
    ]);
    // Only Emma Roux is left to register.
    expect(await page.getByRole('table', { name: 'Joueurs trouvés' }).locator('tbody tr').count()).toBe(1);

    await page.getByRole('button', { name: 'Retirer Louis Petit' }).click();
    const withdraw = page.getByRole('dialog');
    await withdraw.getByLabel('Motif').fill('Malade ce matin');
    await withdraw.getByRole('button', { name: 'Retirer le joueur' }).click();
    await page.getByText('2 joueurs inscrits, 1 retiré(s).').waitFor();

    await page.getByLabel('Nom affiché').fill('Claire Arbitre');
    await page.getByLabel('Adresse e-mail de l’arbitre').fill(arbiter.email);
    await page.getByLabel('Mot de passe provisoire').fill(arbiter.password);
    await page.getByRole('button', { name: 'Créer et affecter' }).click();
    await page.getByRole('table', { name: 'Arbitres affectés au tournoi' }).getByRole('cell', { name: 'Claire Arbitre', exact: true }).waitFor();
    expect((await web.api<{ arbiterIds: string[] }>('GET', `/tournaments/${tournamentId}`)).arbiterIds).toHaveLength(1);

    await page.getByLabel('Mot', { exact: true }).fill('kiwi');
    await page.getByLabel('Note').fill('Entré au Petit Larousse');
    await page.getByRole('button', { name: 'Enregistrer la décision' }).click();
    await page.getByRole('status').filter({ hasText: '« kiwi » est admis : toutes les feuilles ont été recalculées.' }).waitFor();
    expect((await rowTexts(page, 'Décisions sur les mots'))[0].slice(0, 3)).toEqual(['kiwi', 'admis', 'Entré au Petit Larousse']);

    const current = page.locator('ol.steps li[aria-current="step"]');
    await page.getByRole('button', { name: 'Passer à « Duplicate »' }).click();
    const forward = page.getByRole('dialog', { name: 'Passer à l’étape « Duplicate » ?' });
    expect(await forward.innerText()).toContain('Ouvre la saisie et la correction des feuilles du duplicate.');
    await forward.getByRole('button', { name: 'Passer à « Duplicate »' }).click();
    await current.filter({ hasText: 'Duplicate' }).waitFor();
    await page.getByRole('button', { name: 'Revenir à « Inscriptions »' }).click();
    const back = page.getByRole('dialog', { name: 'Revenir à l’étape « Inscriptions » ?' });
    await back.getByRole('button', { name: 'Revenir à cette étape' }).click();
    await back.getByRole('alert').waitFor();
    expect(await back.getByRole('alert').innerText()).toContain('Refusé par le règlement');
    expect(await back.getByRole('alert').innerText()).toContain('Revenir à l’étape REGISTRATION depuis DUPLICATE demande un motif');
    await back.getByLabel('Motif du retour en arrière').fill('Un joueur arrivé en retard');
    await back.getByRole('button', { name: 'Revenir à cette étape' }).click();
    await current.filter({ hasText: 'Inscriptions' }).waitFor();
    await page.getByRole('button', { name: 'Passer à « Duplicate »' }).click();
    const again = page.getByRole('dialog', { name: 'Passer à l’étape « Duplicate » ?' });
    expect(await again.innerText()).toContain('Ouvre la saisie et la correction des feuilles du duplicate.');
    await again.getByRole('button', { name: 'Passer à « Duplicate »' }).click();
    await current.filter({ hasText: 'Duplicate' }).waitFor();

    for (const link of ['Duplicate', 'Pilotage de la salle', 'Correction', 'Poules et matchs', 'Pyramide']) {
      expect(await page.getByRole('navigation', { name: 'Écrans de la journée' }).getByRole('link', { name: link, exact: true }).count()).toBe(1);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'gestion-tournoi');
  });

  it('shows a 409 on a stale edit of the card, with the fresh values, and retries over them', async () => {
    const [first, second] = [await organiserPage(`/gestion/tournois/${tournamentId}`), await organiserPage(`/gestion/tournois/${tournamentId}`)];
    for (const p of [first, second]) await p.getByRole('button', { name: 'Modifier la fiche' }).click();
    await first.getByLabel('Lieu').fill('Salle Malraux, Douai');
    await first.getByRole('button', { name: 'Enregistrer la fiche' }).click();
    await first.getByRole('status').filter({ hasText: 'Fiche enregistrée.' }).waitFor();

    await second.getByLabel('Nom du tournoi').fill('Grand tournoi de Douai');
    await second.getByRole('button', { name: 'Enregistrer la fiche' }).click();
    const alert = second.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Modifié entre-temps par quelqu’un d’autre');
    const fresh = second.locator('dl.fresh');
    await fresh.getByText('Salle Malraux, Douai').waitFor();
    expect(await fresh.innerText()).toContain('Tournoi de Douai 2026');
    expect(await seriousA11yViolations(second)).toEqual([]);
    await screenshot(second, 'gestion-tournoi-conflit');
    await second.getByRole('button', { name: 'Réessayer avec mes modifications' }).click();
    await second.getByRole('status').filter({ hasText: 'Fiche enregistrée.' }).waitFor();
    expect(await web.api('GET', `/tournaments/${tournamentId}`)).toMatchObject({ name: 'Grand tournoi de Douai', venue: 'Salle Malraux, Douai' });
  });

  it('creates the duplicate session with a custom plan and prepares a draw, refused then accepted', async () => {
    const page = await organiserPage(`/gestion/tournois/${tournamentId}`);
    await page.getByRole('link', { name: 'Duplicate', exact: true }).click();
    await page.getByRole('heading', { name: 'Créer la session de duplicate' }).waitFor();
    await page.getByLabel('Graine des tirages').fill('essai-web');
    await page.getByLabel('Plan personnalisé').check();
    await page.getByLabel('Nombre de coups de chiffres').fill('1');
    await page.getByLabel('Nombre de coups', { exact: true }).fill('2');
    await page.getByLabel('Ordre de jeu').fill('CLL');
    await page.getByRole('button', { name: 'Créer la session' }).click();
    const table = 'Tirages de la session et leurs tops';
    await page.getByRole('table', { name: table }).waitFor();

    const expected = generateSession({ name: 'custom', numbers: 1, letters: [{ consonants: 5, vowels: 5, count: 2 }], order: 'CLL' }, 'essai-web');
    const rows = await rowTexts(page, table);
    expect(rows.map((r) => r.slice(0, 2))).toEqual([
      ['1', 'Chiffres'],
      ['2', 'Lettres (5C/5V)'],
      ['3', 'Lettres (5C/5V)'],
    ]);
    const [numbers, ...letters] = expected;
    if (numbers.kind !== 'numbers') throw new Error('the plan opens with numbers');
    expect(rows[0][2]).toBe(`${numbers.plates.join(' ')} → ${numbers.target}`);
    expect(rows.slice(1).map((r) => r[2])).toEqual(letters.map((d) => (d.kind === 'letters' ? d.letters.join('') : '')));
    const generatedTop = solve(numbers.plates, numbers.target);
    expect(rows[0][3]).toContain(generatedTop.exact ? 'Le compte est bon' : `Approche à ${generatedTop.distance} : ${generatedTop.best.join(' ou ')}`);

    await page.getByRole('button', { name: 'Saisir un tirage préparé pour le coup 1' }).click();
    const plates = [100, 100, 8, 8, 10, 6];
    for (let i = 0; i < 6; i++) await page.getByLabel(`Plaque ${i + 1}`, { exact: true }).fill(String(plates[i]));
    await page.getByLabel('Nombre à trouver').fill('683');
    await page.getByRole('button', { name: 'Enregistrer le tirage' }).click();
    await page.locator('#plates-error').filter({ hasText: 'la plaque 100 figure 2 fois, il n’y en a que 1' }).waitFor();
    expect(await page.getByLabel('Plaque 1', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'gestion-duplicate-tirage-refuse');

    await page.getByLabel('Plaque 1', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Enregistrer le tirage' }).click();
    await page.getByRole('heading', { name: /Tirage préparé du coup 1/ }).waitFor({ state: 'detached' });
    const top = solve([3, 100, 8, 8, 10, 6], 683);
    const row = page.getByRole('table', { name: table }).locator('tbody tr').first();
    await row.getByText('préparé', { exact: true }).waitFor();
    expect(await row.innerText()).toContain('3 100 8 8 10 6 → 683');
    expect(await row.innerText()).toContain(top.exact ? 'Le compte est bon' : `Approche à ${top.distance} : ${top.best.join(' ou ')}`);
    expect(await row.getByRole('list').locator('li').allInnerTexts()).toEqual(top.solution);

    await page.getByRole('button', { name: 'Recalculer toutes les feuilles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recalculer toutes les feuilles ?' });
    await dialog.getByLabel('Motif').fill('Vérification avant le premier coup');
    await dialog.getByRole('button', { name: 'Recalculer' }).click();
    await page.getByRole('status').filter({ hasText: '0 feuille recalculée : aucune ne change de score.' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'gestion-duplicate');
  });

  it('opens the arbiters’ draws PDF with the token, from memory', async () => {
    const page = await organiserPage(`/gestion/tournois/${tournamentId}/duplicate`);
    const popup = page.waitForEvent('popup');
    const response = page.waitForResponse((r) => r.url().endsWith('/duplicate/documents/draws.pdf'));
    await page.getByRole('link', { name: /Tirages des arbitres/ }).click();
    expect((await response).status()).toBe(200);
    expect((await response).headers()['content-type']).toBe('application/pdf');
    await (await popup).waitForURL(/^blob:/);
  });

  it('shows an arbiter the hub read-only, with the screens they may use', async () => {
    const page = await web.page(`/gestion/tournois/${tournamentId}`, { token: await web.login(arbiter.email, arbiter.password) });
    await page.getByRole('heading', { level: 1, name: 'Grand tournoi de Douai' }).waitFor();
    await page.getByText('Vous êtes arbitre de ce tournoi').waitFor();
    await page.getByRole('link', { name: 'Correction', exact: true }).waitFor();
    await page.getByRole('table', { name: 'Joueurs inscrits et leurs numéros de table' }).waitFor();
    expect(await page.getByRole('button', { name: /Modifier la fiche|Passer à|Revenir à|Retirer Claire|Inscrire/ }).count()).toBe(0);
    await page.getByRole('link', { name: /Feuilles de réponses/ }).first().waitFor(); // the PDF, then its CSV and JSON
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'gestion-tournoi-arbitre');
  });
});
