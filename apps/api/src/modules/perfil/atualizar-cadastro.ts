import { CAMPOS_CADASTRAIS, type Cadastro, type DadosCadastrais } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pessoas } from '../../db/schema/index.js';
import { naoEncontrado } from '../../lib/app-error.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { lerCadastro, registrarHistorico, type MudancaCadastral } from './perfil.repository.js';
import type { Origem } from '../../lib/http/origem.js';

/**
 * Saves only what changed: the person's row is locked, compared field by field, and each changed field
 * becomes a historico_cadastral row in the same transaction. A field absent from the request is left as it
 * is (the schema only lets the address through whole). Nothing changed → nothing written.
 */
export async function atualizarCadastro(
  db: Db,
  usuario: Pick<UsuarioAutenticado, 'id' | 'pessoaId'>,
  dados: DadosCadastrais,
  origem: Origem,
): Promise<{ cadastro: Cadastro; alterados: string[] }> {
  const alterados = await db.transaction(async (tx) => {
    const [atual] = await tx
      .select()
      .from(pessoas)
      .where(eq(pessoas.id, usuario.pessoaId))
      .for('update');
    if (!atual) throw naoEncontrado('Cadastro não encontrado.');

    const mudancas: MudancaCadastral[] = [];
    const novos: Partial<Record<(typeof CAMPOS_CADASTRAIS)[number], string | null>> = {};
    for (const campo of CAMPOS_CADASTRAIS) {
      if (dados[campo] === undefined) continue;
      const anterior = atual[campo] ?? null;
      const novo = dados[campo] ?? null;
      if (anterior === novo) continue;
      novos[campo] = novo;
      mudancas.push({ pessoaId: usuario.pessoaId, campo, valorAnterior: anterior, valorNovo: novo, alteradoPor: usuario.id });
    }
    if (mudancas.length === 0) return [];
    await tx.update(pessoas).set(novos).where(eq(pessoas.id, usuario.pessoaId));
    await registrarHistorico(tx, mudancas);
    return mudancas.map((m) => m.campo);
  });

  if (alterados.length > 0) {
    await registrarAuditoria(db, {
      acao: 'atualizar_cadastro',
      sucesso: true,
      usuarioId: usuario.id,
      ip: origem.ip,
      userAgent: origem.userAgent,
      detalhes: { campos: alterados },
    });
  }
  const cadastro = await lerCadastro(db, usuario.id);
  if (!cadastro) throw naoEncontrado('Cadastro não encontrado.');
  return { cadastro, alterados };
}

