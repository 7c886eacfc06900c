import { cpfValido, PERMISSAO_ACESSOS, PERMISSAO_AREA_RESTRITA, PERMISSOES, somenteDigitos, textoLivre, type Permissao } from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { usuarios } from '../../db/schema/index.js';
import { violouUnicidade } from '../../db/erros-banco.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { emitirLink, hashSenha } from '../auth/index.js';
import { registrarNoHistorico } from './alterar-permissoes.js';
import { travarAcessos } from './acessos.repository.js';

/** How long the "set your password" link of the first administrator lasts. */
export const VALIDADE_LINK_PRIMEIRO_ADMINISTRADOR_MS = 24 * 3_600_000;

export const dadosPrimeiroAdministradorSchema = z.object({
  cpf: z
    .string({ error: 'Informe --cpf.' })
    .refine((v) => cpfValido(v), 'CPF inválido: confira os dígitos (com ou sem pontuação).')
    .transform((v) => somenteDigitos(v)),
  nome: textoLivre({ error: 'Informe --nome.' }).min(3, 'Informe o nome completo em --nome.').max(150, 'O nome pode ter até 150 caracteres.'),
  email: z
    .string({ error: 'Informe --email.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('E-mail inválido em --email.').max(254, 'O e-mail pode ter até 254 caracteres.')),
});
export type DadosPrimeiroAdministrador = z.infer<typeof dadosPrimeiroAdministradorSchema>;

export class PrimeiroAdministradorRecusado extends Error {
  constructor(mensagem: string) {
    super(mensagem);
    this.name = 'PrimeiroAdministradorRecusado';
  }
}

export interface PrimeiroAdministradorFeito {
  usuarioId: string;
  /** A new account (and possibly a new person), or an existing account given the two flags. */
  situacao: 'conta_criada' | 'conta_promovida';
  /** The name and e-mail the account has (a promoted person keeps their own). */
  nome: string;
  email: string;
  /** The single-use secret of /resetpass/<segredo>, when the account has no password of its own yet. */
  segredoDoLink: string | null;
  /** A promoted account without the second factor: its sessions were ended (it sets the factor up at the next login). */
  sessoesEncerradas: boolean;
}

const FLAGS: Permissao[] = [PERMISSAO_AREA_RESTRITA, PERMISSAO_ACESSOS];

/**
 * `npm run admin -- primeiro-administrador`: the account that manages access, on a database where nobody does.
 * Refused when any account already holds CLI_PermissaoAcessos, checked under the access lock (two runs at the
 * same time: the second waits and then finds the first one's holder). A new person/account gets an unusable
 * random password and a 24-hour /resetpass link; the operator vouches for the e-mail (confirmed). An existing
 * account keeps its password and data and gains the two flags. Audited (method `cli`) and in the person's history.
 */
export async function criarPrimeiroAdministrador(db: Db, dados: DadosPrimeiroAdministrador): Promise<PrimeiroAdministradorFeito> {
  const senhaInutilizavel = await hashSenha(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    await travarAcessos(tx);
    const titulares = await tx.execute<{ nome: string }>(sql`
      select p.nome from usuarios u join pessoas p on p.id = u.pessoa_id
       where ${PERMISSAO_ACESSOS} = any(u.permissoes) order by p.nome limit 3`);
    if (titulares.rows.length > 0) {
      throw new PrimeiroAdministradorRecusado(
        `Já existe quem gerencie os acessos (${titulares.rows.map((t) => t.nome).join(', ')}): o primeiro administrador só é criado ` +
          'quando nenhuma conta tem CLI_PermissaoAcessos. Peça a essa pessoa que conceda as permissões em /area-restrita/acessos. Nada foi alterado.',
      );
    }
    const pessoaR = await tx.execute<{ id: string; nome: string; email: string }>(sql`select id, nome, email from pessoas where cpf = ${dados.cpf}`);
    let pessoa = pessoaR.rows[0];
    if (!pessoa) {
      const emUso = await tx.execute(sql`select 1 from pessoas where lower(email) = ${dados.email}`);
      if (emUso.rows.length > 0) {
        throw new PrimeiroAdministradorRecusado(`O e-mail ${dados.email} já pertence a outra pessoa do portal. Use outro e-mail. Nada foi alterado.`);
      }
      const nova = await tx.execute<{ id: string }>(sql`
        insert into pessoas (cpf, nome, email) values (${dados.cpf}, ${dados.nome}, ${dados.email}) returning id`);
      pessoa = { id: nova.rows[0]!.id, nome: dados.nome, email: dados.email };
    }
    const contaR = await tx.execute<{ id: string; permissoes: string[]; ativo: boolean; segundo_fator_ativo: boolean }>(sql`
      select id, permissoes, ativo, (totp_ativado_em is not null and totp_segredo is not null) as segundo_fator_ativo
        from usuarios where pessoa_id = ${pessoa.id} for update`);
    const existente = contaR.rows[0];
    if (existente && !existente.ativo) {
      throw new PrimeiroAdministradorRecusado('A conta deste CPF está desativada e não pode ser promovida. Nada foi alterado.');
    }
    let usuarioId: string;
    let antes: Permissao[] = [];
    let depois: Permissao[];
    let sessoesEncerradas = false;
    if (existente) {
      usuarioId = existente.id;
      antes = PERMISSOES.filter((p) => existente.permissoes.includes(p));
      depois = PERMISSOES.filter((p) => antes.includes(p) || FLAGS.includes(p));
      await tx
        .update(usuarios)
        .set({ permissoes: depois, emailConfirmadoEm: sql`coalesce(${usuarios.emailConfirmadoEm}, now())` })
        .where(eq(usuarios.id, usuarioId));
      if (!existente.segundo_fator_ativo) {
        const r = await tx.execute(sql`update sessoes set revogado_em = now() where usuario_id = ${usuarioId} and revogado_em is null returning id`);
        sessoesEncerradas = r.rows.length > 0;
      }
    } else {
      depois = [...FLAGS];
      const [nova] = await tx
        .insert(usuarios)
        .values({ pessoaId: pessoa.id, senhaHash: senhaInutilizavel, permissoes: depois, emailConfirmadoEm: new Date() })
        .returning({ id: usuarios.id });
      usuarioId = nova!.id;
    }
    const motivo = 'primeiro administrador, criado pela linha de comando (npm run admin)';
    await registrarAuditoria(tx, {
      acao: 'permissoes_alteradas',
      sucesso: true,
      usuarioId: null,
      metodo: 'cli',
      motivo: 'primeiro_administrador',
      detalhes: { contaId: usuarioId, pessoaId: pessoa.id, concedidas: depois.filter((p) => !antes.includes(p)), revogadas: [], motivo, contaCriada: !existente },
    });
    await registrarNoHistorico(tx, { pessoaId: pessoa.id, antes, depois, motivo, alteradoPor: null });
    // Issued with the account: an account without a password of its own never exists without its link.
    const segredoDoLink = existente
      ? null
      : await emitirLink(tx, { tipo: 'redefinir_senha', usuarioId, validadeMs: VALIDADE_LINK_PRIMEIRO_ADMINISTRADOR_MS });
    return {
      usuarioId,
      situacao: existente ? ('conta_promovida' as const) : ('conta_criada' as const),
      nome: pessoa.nome,
      email: pessoa.email,
      segredoDoLink,
      sessoesEncerradas,
    };
  }).catch((err: unknown) => {
    // Two runs creating the same CPF or e-mail at once: the loser finds the winner's holder on a second run.
    if (violouUnicidade(err)) throw new PrimeiroAdministradorRecusado('Outra execução criou esta pessoa ao mesmo tempo. Rode o comando de novo. Nada foi alterado.');
    throw err;
  });
}
