/** Staff add and remove a process's parties and their lawyers; every change is audited. */
import { somenteDigitos, cpfValido, ROTULO_PAPEL_PARTE, type parteNovaSchema } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inscricoes, processoAdvogados, processoPartes } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { textoDeBusca } from '../../lib/texto-de-busca.js';
import { auditarProcesso } from './auditoria-staff.js';
import { pessoaOuErro, processoOuErro } from './processos-staff.repository.js';

type ParteNova = z.output<typeof parteNovaSchema>;

const parteNaoEncontrada = () => naoEncontrado('Parte não encontrada neste processo.');

export async function incluirParte(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, processoId: string, d: ParteNova): Promise<string> {
  await processoOuErro(ctx.db, processoId);
  let pessoaId: string | null = null;
  let nome: string;
  let cpf: string | null = null;
  if (d.identificador) {
    const p = await pessoaOuErro(ctx.db, d.identificador, 'identificador');
    pessoaId = p.id;
    nome = p.nome;
    cpf = p.cpf;
  } else {
    nome = d.nome ?? '';
    if (d.cpf) {
      const digitos = somenteDigitos(d.cpf);
      if (digitos.length !== 11 || !cpfValido(digitos)) throw new AppError('VALIDACAO', 'CPF inválido.', { campos: { cpf: 'CPF inválido.' } });
      cpf = digitos;
    }
  }
  return ctx.db.transaction(async (tx) => {
    await processoOuErro(tx, processoId, { bloquear: true });
    if (pessoaId) {
      const [repetida] = await tx
        .select({ id: processoPartes.id })
        .from(processoPartes)
        .where(and(eq(processoPartes.processoId, processoId), eq(processoPartes.pessoaId, pessoaId), eq(processoPartes.papel, d.papel)))
        .limit(1);
      if (repetida) throw new AppError('REGISTRO_REPETIDO', `Esta pessoa já é ${ROTULO_PAPEL_PARTE[d.papel].toLowerCase()} neste processo.`);
    }
    const [parte] = await tx
      .insert(processoPartes)
      .values({ processoId, papel: d.papel, pessoaId, nome, nomeBusca: textoDeBusca(nome), cpf })
      .returning({ id: processoPartes.id });
    if (!parte) throw new Error('parte não gravada');
    await auditarProcesso(tx, usuario, origem, 'parte_incluida', { processoId, parteId: parte.id, papel: d.papel, pessoaId });
    return parte.id;
  });
}

export async function removerParte(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, processoId: string, parteId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await processoOuErro(tx, processoId, { bloquear: true });
    const [removida] = await tx
      .delete(processoPartes)
      .where(and(eq(processoPartes.id, parteId), eq(processoPartes.processoId, processoId)))
      .returning({ id: processoPartes.id, nome: processoPartes.nome });
    if (!removida) throw parteNaoEncontrada();
    await auditarProcesso(tx, usuario, origem, 'parte_removida', { processoId, parteId });
  });
}

export async function incluirAdvogado(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, processoId: string, parteId: string, identificador: string): Promise<string> {
  await processoOuErro(ctx.db, processoId);
  const advogado = await pessoaOuErro(ctx.db, identificador, 'identificador', 'advogada ou advogado');
  const [inscricao] = await ctx.db.select({ id: inscricoes.id }).from(inscricoes).where(eq(inscricoes.pessoaId, advogado.id)).limit(1);
  if (!inscricao) {
    const mensagem = `${advogado.nome} não tem inscrição de advogado(a) no portal.`;
    throw new AppError('VALIDACAO', mensagem, { campos: { identificador: mensagem } });
  }
  return ctx.db.transaction(async (tx) => {
    await processoOuErro(tx, processoId, { bloquear: true });
    const [parte] = await tx
      .select({ id: processoPartes.id })
      .from(processoPartes)
      .where(and(eq(processoPartes.id, parteId), eq(processoPartes.processoId, processoId)))
      .limit(1);
    if (!parte) throw parteNaoEncontrada();
    const [criado] = await tx
      .insert(processoAdvogados)
      .values({ processoId, parteId, pessoaId: advogado.id })
      .onConflictDoNothing({ target: [processoAdvogados.parteId, processoAdvogados.pessoaId] })
      .returning({ id: processoAdvogados.id });
    if (!criado) throw new AppError('REGISTRO_REPETIDO', `${advogado.nome} já representa esta parte.`);
    await auditarProcesso(tx, usuario, origem, 'advogado_incluido', { processoId, parteId, pessoaId: advogado.id });
    return criado.id;
  });
}

export async function removerAdvogado(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, processoId: string, parteId: string, advogadoId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await processoOuErro(tx, processoId, { bloquear: true });
    const [removido] = await tx
      .delete(processoAdvogados)
      .where(and(eq(processoAdvogados.id, advogadoId), eq(processoAdvogados.parteId, parteId), eq(processoAdvogados.processoId, processoId)))
      .returning({ pessoaId: processoAdvogados.pessoaId });
    if (!removido) throw naoEncontrado('Advogado(a) não encontrado(a) nesta parte.');
    await auditarProcesso(tx, usuario, origem, 'advogado_removido', { processoId, parteId, pessoaId: removido.pessoaId });
  });
}
