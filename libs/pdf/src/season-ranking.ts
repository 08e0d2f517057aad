import { ordinal } from './afternoon-labels';
import { frenchDate, plural } from './format';
import { COLOR, drawTable, paragraph, renderPdf, runningTitle, sectionTitle, titleBlock, type Doc } from './layout';

/** A season's ranking as printed (docs/seasons.md): the season, its rule in words, its tournaments, its players. */
export interface SeasonRankingVm {
  season: { name: string; firstDay: string; lastDay: string; profileLabel: string; rule: string };
  tournaments: { name: string; date: string; counts: boolean }[];
  rows: { rank: number; tied: boolean; name: string; licence: string; club: string; total: number; results: number; counted: number; brokenByReason: string | null }[];
  creationDate?: Date;
}

/**
 * The season ranking: every player by their total of the best results, with their club, how many results count
 * and the tie-break; the season's rule and its tournaments (those still under way marked) above.
 */
export function seasonRankingPdf(vm: SeasonRankingVm): Promise<Buffer> {
  const title = `Classement de la saison - ${vm.season.name}`;
  return renderPdf(
    { title, subject: 'Classement de la saison', creationDate: vm.creationDate, footerText: `Greffier · ${vm.season.name} · Classement de la saison` },
    (doc) => {
      const days = `Du ${frenchDate(vm.season.firstDay)} au ${frenchDate(vm.season.lastDay)} · ${plural(vm.rows.length, 'joueur classé', 'joueurs classés')}`;
      titleBlock(doc, 'Classement de la saison', vm.season.name, [days]);
      paragraph(doc, `${vm.season.profileLabel} : ${vm.season.rule}`, { size: 8.5 });
      doc.moveDown(0.3);
      const counting = vm.tournaments.filter((t) => t.counts);
      const pending = vm.tournaments.filter((t) => !t.counts);
      paragraph(doc, `Tournois comptés : ${counting.length ? counting.map((t) => `${t.name} (${frenchDate(t.date)})`).join(', ') : 'aucun pour l’instant'}.`, { size: 8, color: COLOR.muted });
      if (pending.length) paragraph(doc, `En cours, pas encore comptés : ${pending.map((t) => `${t.name} (${frenchDate(t.date)})`).join(', ')}.`, { size: 8, color: COLOR.muted });
      doc.moveDown(0.4);
      const onNewPage = (d: Doc): void => runningTitle(d, `Classement de la saison (suite) · ${vm.season.name}`);
      if (vm.rows.length === 0) {
        sectionTitle(doc, 'Aucun joueur classé', onNewPage);
        paragraph(doc, 'Le classement vient avec le premier tournoi terminé de la saison.', { size: 9 });
        return;
      }
      drawTable(doc, {
        columns: [
          { header: 'Rang', width: 62, align: 'right' },
          { header: 'Nom', width: 120 },
          { header: 'Licence', width: 45 },
          { header: 'Club', width: 105 },
          { header: 'Points', width: 44, align: 'right' },
          { header: 'Retenus', width: 42, align: 'right' },
          { header: 'Départage', width: 105 },
        ],
        rows: vm.rows.map((r) => [
          { text: `${ordinal(r.rank)}${r.tied ? ' ex aequo' : ''}`, font: 'bold' as const },
          { text: r.name, font: 'bold' as const },
          r.licence,
          r.club,
          { text: String(r.total), font: 'bold' as const },
          `${r.counted} / ${r.results}`,
          r.brokenByReason ?? '',
        ]),
        fontSize: 8,
        padding: 2.5,
        onNewPage,
      });
    },
  );
}
