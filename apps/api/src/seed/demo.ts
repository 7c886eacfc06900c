import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { codigosRecuperacao, inscricoes, pessoas, usuarios } from '../db/schema/index.js';
import { hashSenha } from '../modules/auth/senhas.js';
import { normalizarCodigoRecuperacao, novosCodigosRecuperacao, sha256 } from '../modules/seguranca/totp.js';

export interface ContaDemo {
  quem: string;
  modo: 'Usuário' | 'Colaborador';
  usuario: string;
  senha: string;
}

interface PessoaDemo {
  cpf: string;
  nome: string;
  email: string;
  celular: string;
  nascimento: string;
  senha: string;
  permissoes: string[];
  inscricao?: { numero: string; uf: string; dataInscricao: string };
  /** Base32 TOTP secret: the second factor is on (README lists it for an authenticator app). */
  totpSegredo?: string;
  conta: ContaDemo;
}

/** Ana Lima's authenticator secret (staff must use the second factor). Public on purpose: demo only. */
export const DEMO_TOTP_ANA = 'JBSWY3DPEHPK3PXP';

const DEMO: PessoaDemo[] = [
  {
    cpf: '52998224725',
    nome: 'Maria Aparecida Souza',
    email: 'maria.souza@demo.portal.local',
    celular: '62999990001',
    nascimento: '1985-03-14',
    senha: 'advogado-demo-2026',
    permissoes: [],
    inscricao: { numero: '12345', uf: 'GO', dataInscricao: '2010-06-01' },
    conta: { quem: 'Maria Aparecida Souza, advogada (12345/GO)', modo: 'Usuário', usuario: '529.982.247-25 ou 12345/GO', senha: 'advogado-demo-2026' },
  },
  {
    cpf: '39053344705',
    nome: 'Joana Ribeiro',
    email: 'joana.ribeiro@demo.portal.local',
    celular: '62999990002',
    nascimento: '1990-08-22',
    senha: 'advogada-demo-2026',
    permissoes: [],
    inscricao: { numero: '23456', uf: 'GO', dataInscricao: '2016-02-15' },
    conta: { quem: 'Joana Ribeiro, advogada (23456/GO)', modo: 'Usuário', usuario: '390.533.447-05', senha: 'advogada-demo-2026' },
  },
  {
    cpf: '11144477735',
    nome: 'Carlos Pereira',
    email: 'carlos.pereira@demo.portal.local',
    celular: '62999990003',
    nascimento: '1978-11-02',
    senha: 'colaborador-demo-2026',
    permissoes: [],
    conta: { quem: 'Carlos Pereira, colaborador', modo: 'Colaborador', usuario: '111.444.777-35', senha: 'colaborador-demo-2026' },
  },
  {
    cpf: '93541134780',
    nome: 'Ana Lima',
    email: 'ana.lima@demo.portal.local',
    celular: '62999990004',
    nascimento: '1982-01-30',
    senha: 'servidor-demo-2026',
    permissoes: ['CLI_PermissaoAreaRestrita'],
    totpSegredo: DEMO_TOTP_ANA,
    conta: { quem: 'Ana Lima, servidora (área restrita)', modo: 'Colaborador', usuario: '935.411.347-80', senha: 'servidor-demo-2026' },
  },
];

export const CONTAS_DEMO: ContaDemo[] = DEMO.map((d) => d.conta);

/**
 * Lawyers in the register (pessoa + inscrição) with no portal account yet: registering with this CPF at
 * /cadastro makes a lawyer account linked to the register.
 */
const NO_CADASTRO_SEM_CONTA = [
  {
    cpf: '48271635026',
    nome: 'Paulo Mendes',
    email: 'paulo.mendes@demo.portal.local',
    celular: '62999990005',
    nascimento: '1987-05-19',
    inscricao: { numero: '34567', uf: 'GO', dataInscricao: '2014-09-10' },
  },
];

export async function bancoVazio(db: Db): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(usuarios);
  return (r?.n ?? 0) === 0;
}

/** Inserts the demo people and accounts; safe to run twice (existing CPFs are left alone). */
export async function semearDemo(db: Db): Promise<void> {
  const hashes = await Promise.all(DEMO.map((d) => hashSenha(d.senha)));
  await db.transaction(async (tx) => {
    for (const [i, d] of DEMO.entries()) {
      const [pessoa] = await tx
        .insert(pessoas)
        .values({ cpf: d.cpf, nome: d.nome, email: d.email, celular: d.celular, nascimento: d.nascimento })
        .onConflictDoNothing()
        .returning({ id: pessoas.id });
      if (!pessoa) continue;
      const [usuario] = await tx
        .insert(usuarios)
        .values({
          pessoaId: pessoa.id,
          senhaHash: hashes[i] as string,
          permissoes: d.permissoes,
          emailConfirmadoEm: new Date(),
          totpSegredo: d.totpSegredo ?? null,
          totpAtivadoEm: d.totpSegredo ? new Date() : null,
        })
        .returning({ id: usuarios.id });
      if (usuario && d.totpSegredo) {
        // Recovery codes exist as for any account with the second factor; new ones can be made in /settings.
        const codigos = novosCodigosRecuperacao().map((c) => ({ usuarioId: usuario.id, hash: sha256(normalizarCodigoRecuperacao(c)) }));
        await tx.insert(codigosRecuperacao).values(codigos);
      }
      if (d.inscricao) {
        await tx.insert(inscricoes).values({
          pessoaId: pessoa.id,
          numero: d.inscricao.numero,
          uf: d.inscricao.uf,
          tipo: 'principal',
          situacao: 'regular',
          dataInscricao: d.inscricao.dataInscricao,
        });
      }
    }
    for (const d of NO_CADASTRO_SEM_CONTA) {
      const [pessoa] = await tx
        .insert(pessoas)
        .values({ cpf: d.cpf, nome: d.nome, email: d.email, celular: d.celular, nascimento: d.nascimento })
        .onConflictDoNothing()
        .returning({ id: pessoas.id });
      if (!pessoa) continue;
      await tx.insert(inscricoes).values({ pessoaId: pessoa.id, tipo: 'principal', situacao: 'regular', ...d.inscricao });
    }
  });
  await db.execute(sql`analyze`);
}

export function tabelaContasDemo(): string {
  const linhas = CONTAS_DEMO.map((c) => `  ${c.quem.padEnd(45)} ${c.modo.padEnd(12)} ${c.usuario.padEnd(28)} ${c.senha}`);
  return [`  ${'Quem'.padEnd(45)} ${'Modo'.padEnd(12)} ${'Usuário'.padEnd(28)} Senha`, ...linhas].join('\n');
}
