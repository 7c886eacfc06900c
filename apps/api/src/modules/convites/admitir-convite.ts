import { formatarDataBr, hojeSaoPaulo, type AdmissaoResposta } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { convites, convitesAdmissoes } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { AmbienteConvites, Quem } from './ambiente.js';
import { buscarPorHash, conviteNaoEncontrado } from './buscar-por-hash.js';
import { admissaoDe, conviteParaAlterar, nomeDaPessoa } from './convites.repository.js';
import { vistaPortaria } from './vistas.js';

/**
 * Gate staff admit the guest of a valid invitation on its date, once: the admission's primary key is the
 * invitation, so two gates scanning at once admit it once and the second hears 'ja_admitido' (when, which
 * gate). A cancelled invitation or another day refuses and changes nothing.
 */
export async function admitirConvite(amb: AmbienteConvites, quem: Quem, hash: string, portaria: string, agora = new Date()): Promise<AdmissaoResposta> {
  const hoje = hojeSaoPaulo(agora);
  const achado = await buscarPorHash(amb, quem, hash);
  const resultado = await amb.db.transaction(async (tx) => {
    const c = await conviteParaAlterar(tx, achado.id);
    if (!c) throw conviteNaoEncontrado();
    const anterior = await admissaoDe(tx, c.id);
    if (anterior) return 'ja_admitido' as const;
    if (c.status === 'cancelado') throw new AppError('CONVITE_CANCELADO', 'Convite cancelado pelo associado: não admita o convidado.');
    if (c.data !== hoje) {
      throw new AppError('CONVITE_FORA_DA_DATA', `Este convite é para ${formatarDataBr(c.data)}, não para hoje.`);
    }
    const inseridas = await tx
      .insert(convitesAdmissoes)
      .values({ conviteId: c.id, portaria, staffUsuarioId: quem.usuarioId, em: agora })
      .onConflictDoNothing()
      .returning({ id: convitesAdmissoes.conviteId });
    if (inseridas.length === 0) return 'ja_admitido' as const;
    await tx.update(convites).set({ status: 'utilizado' }).where(eq(convites.id, c.id));
    return 'admitido' as const;
  });
  const [c] = await amb.db.select().from(convites).where(eq(convites.id, achado.id));
  if (!c) throw conviteNaoEncontrado();
  return { resultado, convite: vistaPortaria(c, await admissaoDe(amb.db, c.id), await nomeDaPessoa(amb.db, c.pessoaId), hoje) };
}
