import { randomUUID } from 'node:crypto';
import { formatarCentavos, formatarDataBr, hojeSaoPaulo, somarDias, type ConviteDono } from '@portal/contracts';
import type { z } from 'zod';
import type { criarConviteBodySchema } from '@portal/contracts';
import { convites } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { debitarViraMais } from '../viramais/index.js';
import type { AmbienteConvites, Quem } from './ambiente.js';
import { cotaDoMes, nomeDoMes } from './cota.js';
import { travarMembro } from './convites.repository.js';
import { impedimentosParaConvidar } from './impedimentos.js';
import { exigirSituacao } from '../inscritos/index.js';
import { novoCodigoCurto } from '../../lib/codigos-assinados.js';
import { hashDoConvite, sha256Hex } from './link.js';
import { vistaDono } from './vistas.js';

export type NovoConvite = z.output<typeof criarConviteBodySchema>;

/**
 * Issues an invitation for a guest on a date: in the month's quota while there is room, else (when the member
 * asked) paid with ViraMais credits, all or nothing. The member's row is locked while the quota is counted and
 * taken, so racing tabs get the quota and not one more. Anything refused changes nothing.
 */
export async function criarConvite(amb: AmbienteConvites, quem: Quem, novo: NovoConvite, agora = new Date()): Promise<ConviteDono> {
  const hoje = hojeSaoPaulo(agora);
  const { cotaMensal, precoCreditosCentavos, antecedenciaMaxDias } = amb.config.convites;
  const dataMaxima = somarDias(hoje, antecedenciaMaxDias);
  if (novo.data < hoje) {
    throw new AppError('DATA_CONVITE_INVALIDA', 'A data da visita já passou. Escolha hoje ou uma data futura.', { campos: { data: 'A data já passou.' } });
  }
  if (novo.data > dataMaxima) {
    const msg = `Convites podem ser feitos com até ${antecedenciaMaxDias} dias de antecedência (até ${formatarDataBr(dataMaxima)}).`;
    throw new AppError('DATA_CONVITE_INVALIDA', msg, { campos: { data: msg } });
  }
  await exigirSituacao(amb.db, quem.pessoaId, 'convidar');
  const impedimentos = await impedimentosParaConvidar(amb.db, quem.pessoaId, hoje);
  if (impedimentos.length > 0) throw new AppError('INADIMPLENTE', impedimentos.map((i) => i.mensagem).join(' '));

  const id = randomUUID();
  const linha = await amb.db.transaction(async (tx) => {
    await travarMembro(tx, quem.pessoaId);
    const cota = await cotaDoMes(tx, quem.pessoaId, novo.data, cotaMensal);
    let pagoCom: 'cota' | 'viramais' = 'cota';
    let creditosCentavos = 0;
    if (cota.restantes === 0) {
      if (!novo.usarCreditos) {
        throw new AppError('COTA_CONVITES_ESGOTADA',
          `Você já usou os ${cotaMensal} convites de ${nomeDoMes(cota.mes)}. Um convite extra custa ${formatarCentavos(precoCreditosCentavos)} em créditos ViraMais.`,
        );
      }
      creditosCentavos = await debitarViraMais(tx, {
        pessoaId: quem.pessoaId,
        ateCentavos: precoCreditosCentavos,
        hoje,
        referencia: { tipo: 'convite', id },
        descricao: `Convite CEL para ${novo.nome} em ${formatarDataBr(novo.data)}`,
        exigirTudo: true,
      });
      pagoCom = 'viramais';
    }
    const [criado] = await tx
      .insert(convites)
      .values({
        id,
        pessoaId: quem.pessoaId,
        codemp: 'cel',
        convidadoNome: novo.nome,
        convidadoCpf: novo.cpf,
        data: novo.data,
        hashSha256: sha256Hex(hashDoConvite(amb.segredo, id)),
        codigoCurto: novoCodigoCurto(),
        pagoCom,
        creditosCentavos,
      })
      .returning();
    if (!criado) throw new Error('convite não criado');
    return criado;
  });
  return vistaDono(amb, linha, null, hoje, true);
}
