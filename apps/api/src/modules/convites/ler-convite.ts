import { hojeSaoPaulo, type ConviteVista, type MeusConvites } from '@portal/contracts';
import { somarDias } from '@portal/contracts';
import { saldoViraMais } from '../viramais/index.js';
import type { AmbienteConvites, Quem } from './ambiente.js';
import { buscarPorHash } from './buscar-por-hash.js';
import { cotaDoMes, mesDe } from './cota.js';
import { admissaoDe, convitesDe, nomeDaPessoa } from './convites.repository.js';
import { impedimentosParaConvidar } from './impedimentos.js';
import { vistaDono, vistaPortaria, vistaPublica } from './vistas.js';

/**
 * An invitation by its link, as the one asking may see it. `/convite/{codemp}/{hash}`: the owner sees everything,
 * gate staff the gate view, anyone else only that it exists and its date. `/convite/validar/{hash}` (no codemp):
 * gate staff the gate view, anyone else (the owner too) existence and date.
 */
export async function lerConvite(amb: AmbienteConvites, quem: Quem, hash: string, codemp?: string, agora = new Date()): Promise<ConviteVista> {
  const hoje = hojeSaoPaulo(agora);
  const c = await buscarPorHash(amb, quem, hash, codemp);
  if (codemp !== undefined && c.pessoaId === quem.pessoaId) return vistaDono(amb, c, await admissaoDe(amb.db, c.id), hoje, true);
  if (quem.portaria) return vistaPortaria(c, await admissaoDe(amb.db, c.id), await nomeDaPessoa(amb.db, c.pessoaId), hoje);
  return vistaPublica(c);
}

/** The member's invitations (newest visit first, with their links), the quota of each month they may choose, and what keeps them from inviting. */
export async function meusConvites(amb: AmbienteConvites, quem: Pick<Quem, 'pessoaId'>, agora = new Date()): Promise<MeusConvites> {
  const hoje = hojeSaoPaulo(agora);
  const { cotaMensal, precoCreditosCentavos, antecedenciaMaxDias } = amb.config.convites;
  const dataMaxima = somarDias(hoje, antecedenciaMaxDias);
  const meses: string[] = [];
  for (let d = mesDe(hoje).inicio; d <= dataMaxima; d = mesDe(d).fim) meses.push(d);
  const [linhas, cotas, saldo, impedimentos] = await Promise.all([
    convitesDe(amb.db, quem.pessoaId),
    Promise.all(meses.map((m) => cotaDoMes(amb.db, quem.pessoaId, m, cotaMensal))),
    saldoViraMais(amb.db, quem.pessoaId, hoje),
    impedimentosParaConvidar(amb.db, quem.pessoaId, hoje),
  ]);
  const itens = await Promise.all(linhas.map(async (c) => vistaDono(amb, c, c.status === 'utilizado' ? await admissaoDe(amb.db, c.id) : null, hoje, false)));
  return { hoje, dataMaxima, cotas, precoCreditosCentavos, saldoViraMaisCentavos: saldo, impedimentos, itens };
}
