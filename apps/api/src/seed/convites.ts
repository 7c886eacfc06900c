import { randomUUID } from 'node:crypto';
import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { convites, pessoas } from '../db/schema/index.js';
import type { Tx } from '../db/transacao.js';
import { novoCodigoCurto } from '../lib/codigos-assinados.js';
import { hashDoConvite, sha256Hex } from '../modules/convites/index.js';

const CPF_MARIA = '52998224725';

/**
 * Maria's CEL guest invitation: Roberto Almeida, three days after the seed date (São Paulo), in her monthly
 * quota. Its link is derived from the id with the links' secret, as every invitation's. Idempotent: nothing
 * is added when Maria already has an invitation.
 */
export async function semearConvitesDemo(tx: Tx, segredo: string, hoje = hojeSaoPaulo()): Promise<void> {
  const [maria] = await tx.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, CPF_MARIA)).limit(1);
  if (!maria) return;
  const [existente] = await tx.select({ id: convites.id }).from(convites).where(eq(convites.pessoaId, maria.id)).limit(1);
  if (existente) return;
  const id = randomUUID();
  await tx.insert(convites).values({
    id,
    pessoaId: maria.id,
    codemp: 'cel',
    convidadoNome: 'Roberto Almeida',
    data: somarDias(hoje, 3),
    hashSha256: sha256Hex(hashDoConvite(segredo, id)),
    codigoCurto: novoCodigoCurto(),
    pagoCom: 'cota',
  });
}
