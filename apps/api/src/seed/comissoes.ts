/**
 * Demo data of the commissions: the "Comissão de Direitos Humanos" with Paulo Mendes (presidente), Joana
 * (secretária) and Maria (membro), a meeting two weeks ago whose attendance list is closed with Maria and
 * Paulo present, and a meeting next week. Idempotent: when the commission exists nothing changes.
 */
import { somarDias } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { comissaoMembros, comissaoReunioes, comissoes, pessoas, presencaListas, presencaRegistros } from '../db/schema/index.js';
import type { Tx } from '../db/transacao.js';

const NOME = 'Comissão de Direitos Humanos';
const MARIA = '52998224725';
const JOANA = '39053344705';
const PAULO = '48271635026';

/** 'YYYY-MM-DD' at hh:mm in São Paulo (UTC−3, no daylight saving since 2019). */
const instante = (dia: string, hora: string) => new Date(`${dia}T${hora}:00-03:00`);

export async function semearComissoes(tx: Tx, hoje: string): Promise<void> {
  const [existe] = await tx.select({ id: comissoes.id }).from(comissoes).where(eq(comissoes.nome, NOME)).limit(1);
  if (existe) return;
  const ps = await tx.select({ id: pessoas.id, cpf: pessoas.cpf }).from(pessoas).where(inArray(pessoas.cpf, [MARIA, JOANA, PAULO]));
  const id = (cpf: string) => ps.find((p) => p.cpf === cpf)?.id;
  const maria = id(MARIA);
  if (!maria) return;
  const [c] = await tx
    .insert(comissoes)
    .values({
      nome: NOME,
      tipo: 'permanente',
      finalidade: 'Defender os direitos humanos, acompanhar denúncias de violações e promover ações de educação em direitos.',
    })
    .returning({ id: comissoes.id });
  const inicio = somarDias(hoje, -120);
  const membros: { cpf: string; papel: 'presidente' | 'secretario' | 'membro'; portaria: string }[] = [
    { cpf: PAULO, papel: 'presidente', portaria: 'Portaria nº 015/2026, de 10/01/2026' },
    { cpf: JOANA, papel: 'secretario', portaria: 'Portaria nº 016/2026, de 10/01/2026' },
    { cpf: MARIA, papel: 'membro', portaria: 'Portaria nº 017/2026, de 10/01/2026' },
  ];
  await tx.insert(comissaoMembros).values(
    membros.filter((m) => id(m.cpf)).map((m) => ({ comissaoId: c!.id, pessoaId: id(m.cpf)!, papel: m.papel, portaria: m.portaria, inicio })),
  );
  const passada = somarDias(hoje, -14);
  const [r] = await tx
    .insert(comissaoReunioes)
    .values({ comissaoId: c!.id, inicio: instante(passada, '14:00'), local: 'Sala das Comissões, sede da OAB', pauta: 'Plano de trabalho do semestre.' })
    .returning({ id: comissaoReunioes.id });
  await tx.insert(comissaoReunioes).values({
    comissaoId: c!.id,
    inicio: instante(somarDias(hoje, 7), '14:00'),
    local: 'Sala das Comissões, sede da OAB',
    pauta: 'Relatório das visitas ao sistema prisional.',
  });
  const [l] = await tx
    .insert(presencaListas)
    .values({ reuniaoId: r!.id, abertaEm: instante(passada, '13:50'), encerradaEm: instante(passada, '16:00') })
    .returning({ id: presencaListas.id });
  const presentes = [MARIA, PAULO].map(id).filter((x): x is string => Boolean(x));
  await tx.insert(presencaRegistros).values(presentes.map((pessoaId) => ({ listaId: l!.id, pessoaId, forma: 'qr' as const, registradoEm: instante(passada, '14:05') })));
}
