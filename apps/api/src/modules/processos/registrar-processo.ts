/** Staff register a process (numbered by the year's counter) and edit its data; every change is audited. */
import { hojeSaoPaulo, MENSAGEM_SIGILO_ETICO_DISCIPLINAR, ROTULO_ORGAO_PROCESSO, type processoEdicaoSchema, type processoNovoSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { processos } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { auditarProcesso } from './auditoria-staff.js';
import { lancarMovimento } from './movimentos.js';
import { processoOuErro, proximoNumeroProcesso, relatorOuErro } from './processos-staff.repository.js';

type Novo = z.output<typeof processoNovoSchema>;
type Edicao = z.output<typeof processoEdicaoSchema>;

export async function registrarProcesso(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, d: Novo): Promise<string> {
  const hoje = hojeSaoPaulo();
  if (d.autuadoEm > hoje) {
    throw new AppError('VALIDACAO', 'A data de autuação não pode ser futura.', { campos: { autuadoEm: 'A data de autuação não pode ser futura.' } });
  }
  const relator = await relatorOuErro(ctx.db, d.relatorCpf);
  return ctx.db.transaction(async (tx) => {
    const numero = await proximoNumeroProcesso(tx, Number(hoje.slice(0, 4)));
    const [p] = await tx
      .insert(processos)
      .values({
        numero,
        classe: d.classe,
        assunto: d.assunto,
        orgao: d.orgao,
        relatorPessoaId: relator?.id ?? null,
        fase: d.fase,
        sigiloso: d.sigiloso,
        autuadoEm: d.autuadoEm,
        criadoPor: usuario.id,
      })
      .returning({ id: processos.id });
    if (!p) throw new Error('processo não gravado');
    await lancarMovimento(tx, {
      processoId: p.id,
      tipo: 'autuacao',
      texto: `Processo autuado e distribuído ao órgão ${ROTULO_ORGAO_PROCESSO[d.orgao]}.`,
      autorUsuarioId: usuario.id,
      autorNome: usuario.nome,
    });
    await auditarProcesso(tx, usuario, origem, 'registrado', { processoId: p.id, numero, sigiloso: d.sigiloso });
    return p.id;
  });
}

export async function atualizarProcesso(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, id: string, d: Edicao): Promise<void> {
  await processoOuErro(ctx.db, id);
  const relator = await relatorOuErro(ctx.db, d.relatorCpf);
  await ctx.db.transaction(async (tx) => {
    const antes = await processoOuErro(tx, id, { bloquear: true });
    if (antes.classe === 'etico-disciplinar' && !d.sigiloso && d.situacao !== 'transitado') {
      throw new AppError('VALIDACAO', MENSAGEM_SIGILO_ETICO_DISCIPLINAR, { campos: { sigiloso: MENSAGEM_SIGILO_ETICO_DISCIPLINAR } });
    }
    await tx
      .update(processos)
      .set({ fase: d.fase, situacao: d.situacao, sigiloso: d.sigiloso, orgao: d.orgao, relatorPessoaId: relator?.id ?? null, atualizadoEm: new Date() })
      .where(eq(processos.id, id));
    const mudou = (Object.keys(d) as (keyof Edicao)[]).filter((k) => k !== 'relatorCpf' && antes[k] !== d[k]);
    if ((antes.relatorPessoaId ?? null) !== (relator?.id ?? null)) mudou.push('relatorCpf');
    await auditarProcesso(tx, usuario, origem, 'alterado', { processoId: id, numero: antes.numero, campos: mudou });
  });
}
